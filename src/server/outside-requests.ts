import 'server-only';
import { AsyncResource } from 'node:async_hooks';

// One per process, on globalThis: the framework may load a module once per bundle, and every copy must use the one
// made at start-up.
const globalForContext = globalThis as unknown as { rampartOutsideRequests?: AsyncResource };

/**
 * Makes, once, the async context of work that outlives the requests it is done for. A timer keeps the async
 * context it was set in, and while the framework serves a request that context holds the whole request (its
 * headers and body, the response being written, the framework's stores for it): a timer set during a request
 * keeps all of it alive until the timer fires. Called at start-up (`bootServer`), outside any request.
 */
export function noteStartupContext(): void {
  globalForContext.rampartOutsideRequests ??= new AsyncResource('rampart:outside-requests');
}

/**
 * Runs `fn` in the context made at start-up, so that the timers it sets keep no request alive; as it is when
 * there is none (tests, scripts). What `fn` returns is awaited in the caller's own context as usual.
 */
export function outsideRequests<T>(fn: () => T): T {
  const context = globalForContext.rampartOutsideRequests;
  return context ? context.runInAsyncScope(fn) : fn();
}
