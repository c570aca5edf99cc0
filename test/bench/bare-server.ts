import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The baseline: a bare node:http server answering every request with the app's own body (a
 * sample answer of the operation) and response headers, so both put the same bytes on the wire.
 * The very bytes, not a filler of the same size: the load generator reads every body, and one
 * non-ASCII character in a page takes its text decoding off the fast path (half the requests a
 * second on a question page), which a filler would hide from the baseline.
 */
export function startBareServer(
  port: number,
  body: Buffer,
  headers: Record<string, string>,
): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Run as a child process so the load generator and the baseline do not share one event loop.
if (process.argv[2] === 'serve') {
  const [port, bodyFile, headers] = process.argv.slice(3);
  void startBareServer(
    Number(port),
    readFileSync(bodyFile),
    JSON.parse(headers) as Record<string, string>,
  ).then(() => process.send?.('ready'));
}
