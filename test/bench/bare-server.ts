import http from 'node:http';

/**
 * The baseline: a bare node:http server answering every request with a fixed body of the given
 * size and the app's own response headers, so both put the same bytes on the wire.
 */
export function startBareServer(
  port: number,
  bytes: number,
  headers: Record<string, string>,
): Promise<http.Server> {
  const body = Buffer.alloc(bytes, 'x');
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Run as a child process so the load generator and the baseline do not share one event loop.
if (process.argv[2] === 'serve') {
  const [port, bytes, headers] = process.argv.slice(3);
  void startBareServer(
    Number(port),
    Number(bytes),
    JSON.parse(headers) as Record<string, string>,
  ).then(() => process.send?.('ready'));
}
