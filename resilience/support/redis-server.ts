// A throwaway Redis on a free port, without persistence, that a suite may stop and start again.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort, waitFor } from './free-port';

export interface RedisServer {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function createRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor('redis to listen', () => isListening(port), 10_000);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
  process.once('exit', () => {
    if (child) child.kill('SIGKILL');
  });
  await server.start();
  return server;
}
