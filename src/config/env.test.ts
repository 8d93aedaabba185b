import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('makes every variable optional, with defaults that run on a bare machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED: 'real',
      FLAGS_FILE: 'config/flags.json',
      TRUSTED_PROXIES: 0,
      REDIS_KEY_PREFIX: 'rampart',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.IMPORT_DIR).toBeUndefined();
  });

  it('keeps IMPORT_DIR as given', () => {
    expect(parseEnv({ IMPORT_DIR: ' ../elsewhere/data ' }).IMPORT_DIR).toBe('../elsewhere/data');
  });

  it('refreshes every keyless source unless REFRESH_SOURCES says none or names some, and reads the public sources by default', () => {
    const env = parseEnv({});
    expect(env.REFRESH_SOURCES).toEqual(['defihacklabs', 'trailofbits', 'coingecko']);
    expect(parseEnv({ REFRESH_SOURCES: 'none' }).REFRESH_SOURCES).toEqual([]);
    expect(parseEnv({ REFRESH_SOURCES: ' None ' }).REFRESH_SOURCES).toEqual([]);
    expect(env.COINGECKO_API_URL).toBe('https://api.coingecko.com/api/v3');
    expect(env.COINGECKO_PAGES).toBe(4);
    expect(parseEnv({ REFRESH_SOURCES: ' coingecko, defihacklabs,coingecko ' }).REFRESH_SOURCES).toEqual([
      'coingecko',
      'defihacklabs',
    ]);
  });

  it.each([
    ['REFRESH_SOURCES', 'defihacklabs,rekt'],
    ['REFRESH_SOURCES', 'none,coingecko'],
    ['DEFIHACKLABS_URL', 'file:///etc/passwd'],
    ['COINGECKO_API_URL', 'not a url'],
    ['COINGECKO_PAGES', '0'],
    ['COINGECKO_PAGES', '21'],
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['REDIS_KEY_PREFIX', 'two words'],
    ['REDIS_KEY_PREFIX', 'a'.repeat(65)],
    ['NEXTAUTH_URL', 'ftp://example.test'],
    ['NEXTAUTH_SECRET', 'short'],
    ['SMTP_URL', 'http://mail.test'],
    ['SEED', 'everything'],
    // The demo data of earlier releases is gone: asking for it is a mistake to name, not to ignore.
    ['SEED', 'demo'],
    ['GA_MEASUREMENT_ID', 'UA-1'],
    ['TRUSTED_PROXIES', 'loopback'],
    ['TRUSTED_PROXIES', '11'],
  ])('refuses %s=%s with an error that names the variable', (variable, value) => {
    let caught: unknown;
    try {
      parseEnv({ [variable]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).variable).toBe(variable);
    expect((caught as EnvError).message).toContain(variable);
    expect((caught as EnvError).message).not.toContain('\n');
  });

  it('treats an empty value as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '', SEED: ' ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.SEED).toBe('real');
  });
});
