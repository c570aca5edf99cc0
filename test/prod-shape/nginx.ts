import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf, as docker-compose mounts it, pointed at local addresses: Docker's resolver and
 * the service names give way to `upstream`, and nginx listens on loopback at `port`. The rest (the
 * proxy headers, retries, body limit) is the file itself, so the run tests the shipped settings.
 */
export function localNginxConf(shipped: string, port: number, upstream: string): string {
  let servers = 0;
  const conf = shipped
    .replace(/^[ \t]*resolver\s[^;]*;[ \t]*$/m, '')
    .replace(
      /^([ \t]*)server[ \t]+[^;\s]+(?:[ \t]+[^;\n]*)?;[ \t]*$/gm,
      (_line, indent: string) => {
        // Only the upstream block's servers; a `server {` block has no semicolon on its line.
        servers += 1;
        return servers === 1 ? `${indent}server ${upstream};` : '';
      },
    )
    .replace(/^([ \t]*)listen[ \t]+80;/m, `$1listen 127.0.0.1:${port};`);
  if (servers === 0 || !conf.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx.conf has no upstream server or no "listen 80;" to point here.');
  return conf;
}

/** Starts nginx in the foreground on `port` with deploy/nginx.conf in front of `upstream` (host:port). */
export async function startNginx(
  root: string,
  dir: string,
  port: number,
  upstream: string,
): Promise<Nginx> {
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  // Run as root, nginx's workers are "nobody": they must reach the temporary folders.
  await chmod(dir, 0o755);
  const shipped = await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const conf = [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/logs/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (temp) => `  ${temp}_temp_path ${dir}/${temp}_temp;`,
    ),
    localNginxConf(shipped, port, upstream),
    '}',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);
  let output = '';
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}`);
    const up = await fetch(`${url}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
