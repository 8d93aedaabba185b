import 'server-only';
import Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/config/env';
import { log } from '../log';
import { outsideRequests } from '../outside-requests';

export interface RateLimitRule {
  /** Names the limited action; limits of different actions never share a budget. */
  readonly name: string;
  /** Requests allowed per window. */
  readonly points: number;
  readonly windowSeconds: number;
}

const globalForRedis = globalThis as unknown as { rampartRedis?: Redis | null };

/** The shared Redis connection when REDIS_URL is set; null keeps limits in process memory. */
function redis(): Redis | null {
  if (globalForRedis.rampartRedis !== undefined) return globalForRedis.rampartRedis;
  const url = env().REDIS_URL;
  if (!url) return (globalForRedis.rampartRedis = null);
  // A slow or absent Redis must not hold requests up: commands give up after half a second.
  // Its connection's timers and sockets live as long as the process, outside the request that first needs it.
  const client = outsideRequests(() => new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 }));
  client.on('error', (error: Error) => log.warn({ err: error.message }, 'redis unavailable'));
  return (globalForRedis.rampartRedis = client);
}

const limiters = new Map<string, RateLimiterAbstract>();

/**
 * A limiter whose calls run outside the request that makes them. The memory limiter keeps each key with a timer
 * that forgets it when its window ends, and a timer set while serving a request kept that request's whole context
 * alive for the window (a minute for searches): some 24 KB a request, 280 MB under a load of searches from
 * many addresses, which the garbage collector then had to go through again and again.
 */
function detached(limiter: RateLimiterAbstract): RateLimiterAbstract {
  return new Proxy(limiter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        outsideRequests(() => (value as (...rest: unknown[]) => unknown).apply(target, args));
    },
  });
}

/** The limiter of a rule: in Redis when REDIS_URL is set (shared by every instance), else in process memory. */
export function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = {
      keyPrefix: `${env().REDIS_KEY_PREFIX}:rl:${rule.name}`,
      points: rule.points,
      duration: rule.windowSeconds,
    };
    const client = redis();
    // Limits are shared by every instance through Redis. If Redis is down, each instance limits alone, with the
    // same budget in its own memory, never not at all; and it does so at once rather than after the command's
    // time-out (rejectIfRedisNotReady), so that a dead Redis slows no request down.
    limiter = detached(
      client
        ? new RateLimiterRedis({
            ...options,
            storeClient: client,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options),
    );
    limiters.set(id, limiter);
  }
  return limiter;
}

let firstConnection: Promise<void> | undefined;

/**
 * Resolves once Redis has been ready for the first time, or after a second if it does not come up. Until then a
 * limiter that rejects while Redis is not ready would count in process memory, and the same budget would later
 * count again in Redis: the first requests of a process wait for the connection instead.
 */
function firstRedisConnection(client: Redis): Promise<void> {
  firstConnection ??= new Promise<void>((resolve) => {
    if (client.status === 'ready') return resolve();
    client.once('ready', () => resolve());
    setTimeout(resolve, 1000).unref();
  });
  return firstConnection;
}

/** Waits, on a process's first requests only, until the shared store of the limits is known to be there or not. */
export async function rateLimitStoreReady(): Promise<void> {
  const client = redis();
  if (client) await firstRedisConnection(client);
}

/** Where a client stands against a limit after one request: what the `RateLimit-*` headers say. */
export interface RateLimitState {
  /** Requests allowed per window. */
  readonly limit: number;
  /** Requests left in the current window. */
  readonly remaining: number;
  /** Seconds until the window starts again. */
  readonly resetSeconds: number;
  /** Seconds to wait when the budget is spent, else null. */
  readonly retryAfter: number | null;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Spends one point of `key`'s budget and says what is left of it. */
export async function consumeRateLimitState(rule: RateLimitRule, key: string): Promise<RateLimitState> {
  await rateLimitStoreReady();
  try {
    const spent = await limiterFor(rule).consume(key);
    return {
      limit: rule.points,
      remaining: Math.max(0, spent.remainingPoints),
      resetSeconds: secondsOf(spent.msBeforeNext),
      retryAfter: null,
    };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const wait = secondsOf(rejection.msBeforeNext);
      return { limit: rule.points, remaining: 0, resetSeconds: wait, retryAfter: wait };
    }
    throw rejection;
  }
}

/** Spends one point of `key`'s budget; returns the seconds to wait when the budget is spent, else null. */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<number | null> {
  return (await consumeRateLimitState(rule, key)).retryAfter;
}

/** The key of every client when no trusted proxy says who the client is: one budget shared by all. */
export const UNKNOWN_CLIENT = 'direct';

/**
 * The client address, for per-address limits and the logs. Each proxy in front of the app appends the address
 * it received the request from to X-Forwarded-For, so with TRUSTED_PROXIES = N the Nth entry from the right is
 * the address our outermost trusted proxy saw; anything left of it was written by the client and may be forged.
 * With no trusted proxy no forwarded header is believed (Next does not hand the socket's peer address to route
 * handlers): every client then shares one budget, which is why a deployment sets TRUSTED_PROXIES.
 */
export function clientKey(headers: Headers, trustedProxies: number = env().TRUSTED_PROXIES): string {
  if (trustedProxies === 0) return UNKNOWN_CLIENT;
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Fewer entries than proxies: every entry there was written by one of ours, the leftmost is the client.
  return hops[Math.max(0, hops.length - trustedProxies)] ?? UNKNOWN_CLIENT;
}
