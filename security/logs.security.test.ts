// S12: the log names people by their user id (or a keyed hash), never by their e-mail address: not for the mails
// sent to them, not for their sign-in, reports or requests.
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';
import { newEmail, signedInUser } from './support/users';

describe('personal data in the log', () => {
  it('S12 no e-mail address reaches the log, whatever mails were sent or requests made', async () => {
    const user = await signedInUser(newEmail('logged'));
    // Mails of every kind the suite can cause: verification and welcome (above), reset, quote, incident report.
    expect((await new Client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    expect(
      (await new Client().post('/api/auth/forgot-password', { email: newEmail('unknown') })).status,
    ).toBe(200);
    expect(
      (
        await user.client.post('/api/quote-requests', {
          name: 'Synthetic Requester',
          email: user.email,
          company: 'Synthetic Company',
          services: ['security-audit'],
          budget: 'not-sure',
          message: 'A synthetic request for a quote.',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await new Client().post('/api/security-alerts/report', {
          project: 'Synthetic Project',
          type: 'Other',
          description: 'A synthetic report of something that happened today.',
          evidenceUrl: 'https://example.test/report',
          email: newEmail('reporter'),
        })
      ).status,
    ).toBe(200);
    // Failed log-ins of a known and an unknown address.
    await new Client().logIn(user.email, 'wrong password 1');
    await new Client().logIn(newEmail('nobody'), 'wrong password 1');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const written = fs.readFileSync(inject('appLog'), 'utf8');
    expect(written).toContain('"level":30');
    const addresses = written.match(/[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi) ?? [];
    expect(addresses).toEqual([]);
  });
});
