// deploy/nginx.conf run on loopback in front of instances that are already up, for the benchmark and the tests:
// the shipped file, with only what a deployment sets changed (its port, its instances, its folders).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { reservePort } from '../../src/testing/test-ports';

export const NGINX_CONF = path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf');
const NGINX_BIN = '/usr/sbin/nginx';

export interface NginxFront {
  readonly url: string;
  readonly port: number;
  /** The folder of its configuration, cache and error log. */
  readonly dir: string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
  return text.replace(from, to);
}

/** The shipped configuration for instances at `upstreams` (host:port), listening on 127.0.0.1:`port`. */
export function loopbackConfig(options: { upstreams: readonly string[]; port: number; dir: string }): string {
  let text = fs.readFileSync(NGINX_CONF, 'utf8');
  // As root its workers run as root, to write the cache in a folder of ours; otherwise as whoever runs it.
  text = replaceOnce(
    text,
    'user www-data;',
    process.getuid?.() === 0 ? 'user root;' : '# user: the one who runs it',
  );
  text = replaceOnce(text, 'pid /run/nginx.pid;', `pid ${options.dir}/nginx.pid;`);
  text = replaceOnce(
    text,
    'error_log /var/log/nginx/error.log warn;',
    `error_log ${options.dir}/error.log warn;`,
  );
  text = replaceOnce(text, '/var/cache/nginx/rampart', `${options.dir}/cache`);
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${options.port};`);
  text = replaceOnce(
    text,
    '        server 127.0.0.1:3000 max_fails=3 fail_timeout=10s;',
    options.upstreams
      .map((upstream) => `        server ${upstream} max_fails=3 fail_timeout=10s;`)
      .join('\n'),
  );
  // Its temporary files beside the rest, wherever the package put its own.
  text = replaceOnce(
    text,
    '    server_tokens off;',
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `    ${kind}_temp_path ${options.dir}/${kind}-temp;`)
      .concat('    server_tokens off;')
      .join('\n'),
  );
  return text;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with status ${child.exitCode}`);
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether Debian's nginx is installed (`apt-get install nginx`). */
export const hasNginx = (): boolean => fs.existsSync(NGINX_BIN);

/** Starts nginx with deploy/nginx.conf in front of `upstreams`; stop() ends it and removes its folder. */
export async function startNginxFront(options: {
  upstreams: readonly string[];
  port?: number;
}): Promise<NginxFront> {
  if (!hasNginx()) throw new Error(`${NGINX_BIN} is missing: apt-get install nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-nginx-'));
  const port = options.port ?? (await reservePort('nginx'));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), loopbackConfig({ upstreams: options.upstreams, port, dir }));
  const child = spawn(NGINX_BIN, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}: ${stderr.trim()}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: finish what is in flight, then stop.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
