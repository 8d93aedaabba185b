// A JSON-RPC endpoint on loopback that stands in front of the test chain and lies when asked to: another chain id,
// answers that never come, malformed answers. The reader's tests point at it to prove that a lie is reported as
// "could not read", never as a fact.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcRequest {
  readonly method: string;
  readonly params: unknown[];
}

/** What to do with one request: pass it on, answer this result, this raw body, or nothing for a while. */
export type Tamper =
  | { readonly forward: true }
  | { readonly result: unknown }
  | { readonly error: { code: number; message: string } }
  | { readonly raw: string; readonly status?: number }
  | { readonly delayMs: number };

export interface LyingRpc {
  readonly url: string;
  /** The methods asked so far. */
  readonly seen: string[];
  close(): Promise<void>;
}

export async function startLyingRpc(
  upstream: string,
  tamper: (request: RpcRequest) => Tamper,
): Promise<LyingRpc> {
  const seen: string[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const request = JSON.parse(body) as RpcRequest & { id: number };
        seen.push(request.method);
        const action = tamper(request);
        const reply = (status: number, text: string) => {
          if (outgoing.destroyed) return;
          outgoing.writeHead(status, { 'content-type': 'application/json' });
          outgoing.end(text);
        };
        if ('delayMs' in action) {
          await new Promise((resolve) => setTimeout(resolve, action.delayMs));
          const answer = await fetch(upstream, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json' },
          });
          return reply(answer.status, await answer.text());
        }
        if ('raw' in action) return reply(action.status ?? 200, action.raw);
        if ('result' in action)
          return reply(200, JSON.stringify({ jsonrpc: '2.0', id: request.id, result: action.result }));
        if ('error' in action)
          return reply(200, JSON.stringify({ jsonrpc: '2.0', id: request.id, error: action.error }));
        const answer = await fetch(upstream, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        });
        reply(answer.status, await answer.text());
      })().catch(() => outgoing.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
