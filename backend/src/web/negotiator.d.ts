// negotiator (already in the tree through express and compression) ships no types of its own.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` for the request's Accept-Encoding; `preferred` breaks ties. */
    encoding(available?: readonly string[], options?: { preferred?: readonly string[] }): string;
  }
}
