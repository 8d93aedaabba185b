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
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.IMPORT_DIR).toBeUndefined();
  });

  it('keeps IMPORT_DIR as given', () => {
    expect(parseEnv({ IMPORT_DIR: ' ../elsewhere/data ' }).IMPORT_DIR).toBe('../elsewhere/data');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
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
