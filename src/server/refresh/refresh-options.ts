import 'server-only';
import type { Env } from '@/config/env';
import type { RefreshOptions } from './refresh-sources';

/** The refresh as the configuration sets it: the sources of REFRESH_SOURCES and their addresses. */
export function refreshOptionsOf(config: Env): RefreshOptions {
  return {
    sources: config.REFRESH_SOURCES,
    urls: {
      defihacklabs: config.DEFIHACKLABS_URL,
      trailofbits: config.TRAILOFBITS_URL,
      coingecko: config.COINGECKO_API_URL,
    },
    coingeckoPages: config.COINGECKO_PAGES,
  };
}
