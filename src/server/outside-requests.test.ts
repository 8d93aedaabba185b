import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, it, vi } from 'vitest';

// The limits in this process's memory, whose keys each keep a timer: what a server without Redis uses.
vi.stubEnv('REDIS_URL', undefined);
const { noteStartupContext } = await import('./outside-requests');
const { consumeRateLimitState } = await import('./http/rate-limit');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Collects garbage until `ref` is gone or several rounds have passed; whether it is gone. */
async function isCollected(ref: WeakRef<object>): Promise<boolean> {
  for (let round = 0; round < 10 && ref.deref() !== undefined; round += 1) {
    // A weak reference holds its target until the task that made or read it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
  }
  return ref.deref() === undefined;
}

it('a rate limit spent while serving a request keeps nothing of the request once it has been answered', async () => {
  noteStartupContext();
  // A request's store, as the framework keeps one for each request it serves.
  const requests = new AsyncLocalStorage<{ body: Uint8Array }>();
  let request: WeakRef<object> | undefined;
  await requests.run({ body: new Uint8Array(1 << 20) }, async () => {
    request = new WeakRef(requests.getStore()!);
    const state = await consumeRateLimitState(
      { name: 'outside-requests', points: 5, windowSeconds: 60 },
      'a',
    );
    expect(state.remaining).toBe(4);
    // The request's own code still runs in its context after the limit's call.
    expect(requests.getStore()).toBe(request.deref());
  });
  expect(await isCollected(request!)).toBe(true);
  // The key is still counted: its window has not ended.
  const again = await consumeRateLimitState({ name: 'outside-requests', points: 5, windowSeconds: 60 }, 'a');
  expect(again.remaining).toBe(3);
});
