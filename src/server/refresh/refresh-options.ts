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

/**
 * Why a refresh from a folder of recorded answers (`--from <folder>`) is refused here, or undefined when it may
 * run. Recorded answers are test fixtures: the shipped ones hold a synthetic incident and test prices under real
 * names, and a refresh publishes whatever it reads as real records, so only a test run (NODE_ENV=test) may use them.
 */
export function fromFolderRefusal(config: Pick<Env, 'NODE_ENV'>): string | undefined {
  if (config.NODE_ENV === 'test') return undefined;
  return (
    `--from is refused: a folder of recorded answers is test data (synthetic incidents, test prices under real ` +
    `names) and would be published as real records; it runs only under tests (NODE_ENV=test), not with ` +
    `NODE_ENV=${config.NODE_ENV}.`
  );
}
