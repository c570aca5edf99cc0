/**
 * Thrown when a signed-in account has no console role. The message is an i18n key, so
 * react-admin's notifications and the login page translate it the same way.
 */
export class AccessRefusedError extends Error {
  constructor() {
    super('console.auth.no_console_access');
    this.name = 'AccessRefusedError';
  }
}

export function isAccessRefused(error: unknown): error is AccessRefusedError {
  return error instanceof AccessRefusedError;
}
