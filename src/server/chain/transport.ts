import 'server-only';
import { http as httpTransport, type Transport } from 'viem';
import { outboundFetch, type Resolver } from '../net/safe-fetch';

// The one door of JSON-RPC calls to the outside: viem's http transport with the server's outbound fetch (every
// address of the host allowed, the connection checked again once made, no redirect followed, a size cap and a
// total deadline per call). Loopback and plain http only under the test configuration.

/** An answer larger than this is refused: a contract's bytecode is at most 48 KiB as hex. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** A read that outlasted its own deadline: every call still under way is ended with it. */
export class ChainCallTimeout extends Error {
  constructor() {
    super('the call outlasted its deadline');
    this.name = 'ChainCallTimeout';
  }
}

export interface ChainTransportOptions {
  readonly allowLoopback: boolean;
  /** The whole call, name resolution to the last byte, in milliseconds. */
  readonly deadlineMs: number;
  /** Ends every call of a read at once (the read's own deadline). */
  readonly signal?: AbortSignal;
  readonly resolver?: Resolver;
}

/**
 * viem's http transport for one RPC endpoint under the outbound policy. Not retried: a call that fails is reported
 * unreadable, and the deadline is the call's whole time.
 */
export function chainTransport(rpcUrl: string, options: ChainTransportOptions): Transport {
  const policed = outboundFetch({
    allowLoopback: options.allowLoopback,
    deadlineMs: options.deadlineMs,
    maxBytes: MAX_ANSWER_BYTES,
    resolver: options.resolver,
  });
  const readSignal = options.signal;
  return httpTransport(rpcUrl, {
    fetchFn: (input, init) => {
      if (readSignal?.aborted) return Promise.reject(new ChainCallTimeout());
      const signals = [readSignal, init?.signal ?? undefined].filter((signal) => signal !== undefined);
      const controller = new AbortController();
      const onAbort = () => controller.abort(new ChainCallTimeout());
      for (const signal of signals) signal.addEventListener('abort', onAbort, { once: true });
      return policed(input, { ...init, signal: controller.signal }).finally(() => {
        for (const signal of signals) signal.removeEventListener('abort', onAbort);
      });
    },
    retryCount: 0,
    // viem's own time-out stays above the policy's deadline, which is the one that ends a call.
    timeout: options.deadlineMs + 1_000,
  });
}
