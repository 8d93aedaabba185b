// THR: log-in throttling that strangers cannot turn against other users, and that an attacker cannot reset by
// logging into an account of their own.
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';
import { codeFromMail, newEmail, PASSWORD, signedInUser } from './support/users';

describe('log-in throttling', () => {
  it("THR-1 without a trusted proxy, strangers' failed log-ins never lock another user out", async () => {
    const plain = inject('plainUrl');
    // A user of the instance in the default configuration (no TRUSTED_PROXIES: no client address is known).
    const email = newEmail('plain-victim');
    const victim = new Client(undefined, plain);
    expect((await victim.post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(200);
    const verificationCode = await codeFromMail(email);
    expect((await victim.post('/api/auth/verify-email', { email, verificationCode })).status).toBe(200);
    // 25 failed log-ins by others, from several machines, for other addresses: over the 20 that lock an address.
    for (let n = 0; n < 25; n += 1) {
      expect(await new Client(undefined, plain).logIn(newEmail('guess'), 'wrong password 1')).toBe(
        'NotAuthorizedException',
      );
    }
    expect(await victim.logIn(email, PASSWORD)).toBeNull();
    // The account's own limit still holds: 5 wrong passwords lock that account.
    for (let n = 0; n < 5; n += 1) {
      expect(await new Client(undefined, plain).logIn(email, `wrong ${n}a`)).toBe('NotAuthorizedException');
    }
    expect(await new Client(undefined, plain).logIn(email, PASSWORD)).toBe('TooManyRequestsException');
  });

  it("THR-2 a successful log-in to one's own account does not clear the address's failure count", async () => {
    const attacker = new Client();
    const own = await signedInUser();
    // 19 guesses at others' accounts, a log-in to the attacker's own account, one more guess: locked.
    for (let n = 0; n < 19; n += 1) {
      expect(await attacker.logIn(newEmail('target'), 'guess 1a')).toBe('NotAuthorizedException');
    }
    expect(await attacker.logIn(own.email, own.password)).toBeNull();
    expect(await attacker.logIn(newEmail('target'), 'guess 2a')).toBe('NotAuthorizedException');
    expect(await attacker.logIn(newEmail('target'), 'guess 3a')).toBe('TooManyRequestsException');
    expect(await attacker.logIn(own.email, own.password)).toBe('TooManyRequestsException');
  });

  it('THR-3 npm start without a trusted proxy prints one warning at start-up; behind one it prints none', () => {
    const warnings = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('Warning: TRUSTED_PROXIES is 0'));
    expect(warnings(inject('plainLog'))).toHaveLength(1);
    expect(warnings(inject('appLog'))).toHaveLength(0);
  });
});
