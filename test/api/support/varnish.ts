import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * A real Varnish (the system's varnishd with the xkey vmod of varnish-modules) running
 * deploy/varnish/default.vcl in front of given app processes, for the edge-cache tests, the bench
 * and the production-shape run. Standalone (node's modules only): the bench compiles it alone.
 */

const ROOT = process.cwd();
const DEPLOY_VCL = path.join(ROOT, 'deploy/varnish/default.vcl');
const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';
const LOG_TAIL = 20_000;

export interface Varnish {
  /** Where it listens: http://127.0.0.1:<port> */
  url: string;
  /** What EDGE_PURGE_URL names: the same address (PURGE is answered from the ACL's addresses). */
  purgeUrl: string;
  logs(): string;
  stop(): Promise<void>;
}

export interface VarnishOptions {
  /** The app processes, as http://host:port: round robin over those whose health check answers. */
  backends: string[];
  /** The port to listen on (to name it in the apps' EDGE_PURGE_URL before it starts); a free one. */
  port?: number;
  /** The purgers ACL's entries instead of the deploy file's (VCL syntax: '"192.0.2.1"'). */
  purgers?: string[];
  /** Cache size (-s malloc), e.g. '256m'; 64m unless given. */
  size?: string;
}

/** backends.vcl for `urls`: the same shape as deploy/varnish/backends.vcl (docker-compose's). */
export function backendsVcl(urls: readonly string[]): string {
  if (urls.length === 0) throw new Error('Varnish needs at least one backend.');
  const backends = urls.map((url, i) => {
    const { hostname, port } = new URL(url);
    return `backend app${i + 1} {
  .host = "${hostname.replace(/^\[|\]$/g, '')}";
  .port = "${port || '80'}";
  .probe = app_health;
  .connect_timeout = 3s;
  .first_byte_timeout = 30s;
}`;
  });
  return `import directors;

probe app_health {
  .url = "/api/health";
  .interval = 2s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

${backends.join('\n\n')}

sub vcl_init {
  new apps = directors.round_robin();
${urls.map((_, i) => `  apps.add_backend(app${i + 1});`).join('\n')}
}

sub choose_backend {
  set req.backend_hint = apps.backend();
}
`;
}

/** The deploy VCL, with the purgers ACL's entries replaced when `purgers` is given. */
async function mainVcl(purgers: string[] | undefined): Promise<string> {
  const vcl = await readFile(DEPLOY_VCL, 'utf8');
  if (!purgers) return vcl;
  const acl = /acl purgers \{[^}]*\}/;
  if (!acl.test(vcl)) throw new Error(`${DEPLOY_VCL} has no "acl purgers" block.`);
  return vcl.replace(acl, `acl purgers {\n${purgers.map((p) => `  ${p};\n`).join('')}}`);
}

/**
 * Starts varnishd in the foreground (a child of this process) with its working directory and VCL
 * in a temporary directory, and waits until it answers through a healthy backend. As root,
 * varnishd runs its compiler and worker as its own users: the directory is readable by all.
 */
export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-varnish-'));
  await chmod(dir, 0o755);
  const vclFile = path.join(dir, 'default.vcl');
  try {
    await writeFile(vclFile, await mainVcl(options.purgers), { mode: 0o644 });
    await writeFile(path.join(dir, 'backends.vcl'), backendsVcl(options.backends), { mode: 0o644 });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let logs = '';
  const keep = (chunk: Buffer) => {
    logs = (logs + chunk.toString('utf8')).slice(-LOG_TAIL);
  };
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclFile,
      '-p',
      `vcl_path=${dir}`,
      '-s',
      `malloc,${options.size ?? '64m'}`,
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.on('exit', () => {
      exited = true;
      resolve();
    });
    child.on('error', (error) => {
      keep(Buffer.from(String(error)));
      exited = true;
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const varnish: Varnish = {
    url,
    purgeUrl: `${url}/`,
    logs: () => logs,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
      await rm(dir, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (exited) {
      await varnish.stop();
      throw new Error(`varnishd exited during start-up:\n${logs}`);
    }
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (health === 200) return varnish;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await varnish.stop();
  throw new Error(`varnishd did not answer through a healthy backend:\n${logs}`);
}
