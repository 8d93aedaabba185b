// S7 and S11: what people type is held to the columns and the rules of the shared contracts. Numbers beyond the
// integer column they name answer 400 rather than reaching the database; text shown to other people carries no
// bidirectional control, whichever endpoint takes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/client';
import { ENDPOINTS, urlOf } from './support/endpoints';
import { signedInUser, type TestUser } from './support/users';

// The largest value of a PostgreSQL integer (int4) column, and the first beyond it.
const INT4_MAX = 2 ** 31 - 1;
const BEYOND = [2 ** 31, 9_999_999_999, 2 ** 53 - 1];

describe('input held to its contracts', () => {
  let user: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    user = await signedInUser();
    staff = await signedInUser('staff4@security.rampart.test');
  });

  it('S7 numeric ids and versions beyond their int4 columns answer 400, never 500', async () => {
    const correction = (claimKind: string, claimRef: string) => ({
      projectId: 'bitcoin',
      claimKind,
      claimRef,
      reason: 'This claim is out of date and should be withdrawn.',
      evidenceUrls: [],
    });
    const attempts: [TestUser, string, Record<string, unknown>][] = [];
    for (const value of BEYOND) {
      attempts.push(
        [user, '/api/corrections/create', correction('incident', String(value))],
        [user, '/api/corrections/create', correction('audit', String(value))],
        [user, '/api/corrections/create', correction('fact', `token:${value}`)],
        [staff, '/api/corrections/decide', { id: value, decision: 'accept' }],
        [staff, '/api/corrections/decide', { id: value, decision: 'reject', reason: 'Not shown anywhere.' }],
        [user, '/api/watchlist/update', { id: 'temp', name: 'Other', version: value }],
      );
    }
    for (const [who, path, body] of attempts) {
      const reply = await who.client.post(path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.json, `${path} ${JSON.stringify(body)}`).toMatchObject({ error: 'ValidationError' });
    }
    // The largest value of the column is still an id like any other: not found, not refused.
    expect(
      (await staff.client.post('/api/corrections/decide', { id: INT4_MAX, decision: 'accept' })).status,
    ).toBe(404);
    expect(
      (await user.client.post('/api/corrections/create', correction('incident', String(INT4_MAX)))).status,
    ).toBe(404);
  });

  it('S11 every text an endpoint stores refuses bidirectional controls, whoever may read it later', async () => {
    // Names that read differently from what they are: an override, an isolate, a mark, an embedding.
    const controls = ['\u202e', '\u2067', '\u200f', '\u202b'];
    // Passwords and codes are never shown; e-mail addresses and ids are refused by their own rules anyway.
    const secret = /password|code/i;
    let sent = 0;
    for (const endpoint of ENDPOINTS.filter(
      (candidate) => candidate.method === 'POST' && !candidate.multipart,
    )) {
      for (const [key, value] of Object.entries(endpoint.sample)) {
        if (secret.test(key)) continue;
        const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
        for (const [index, text] of texts.entries()) {
          if (typeof text !== 'string') continue;
          const control = controls[sent % controls.length]!;
          const hostile = `${text.slice(0, 3)}${control}${text.slice(3)}`;
          const body = {
            ...endpoint.sample,
            [key]: Array.isArray(value) ? value.map((item, at) => (at === index ? hostile : item)) : hostile,
          };
          // A client of its own for each request: the budgets of one address stay out of the way.
          const client = endpoint.auth === 'none' ? new Client() : user.client;
          const reply = await client.post(urlOf(endpoint), body);
          const label = `POST ${endpoint.path} ${key}=${JSON.stringify(hostile)}`;
          expect(reply.status, label).toBeGreaterThanOrEqual(400);
          expect(reply.status, label).toBeLessThan(500);
          sent += 1;
        }
      }
    }
    // The texts the review found public: a correction's reason, an incident report's project name (from
    // clients of their own: the sweep above spent this address's budget of correction requests).
    const reason = await (
      await signedInUser()
    ).client.post('/api/corrections/create', {
      projectId: 'bitcoin',
      claimKind: 'fact',
      claimRef: 'website',
      reason: 'The website \u202eknil siht\u202c is out of date.',
      evidenceUrls: [],
    });
    expect(reason.status).toBe(400);
    expect(reason.json).toMatchObject({ error: 'ValidationError' });
    const report = await new Client().post('/api/security-alerts/report', {
      project: 'Uniswap\u2066 (confirmed exploit)\u2069',
      type: 'Other',
      description: 'Something happened to this project today.',
      evidenceUrl: 'https://example.test/report',
      email: 'reporter@security.rampart.test',
    });
    expect(report.status).toBe(400);
    expect(sent).toBeGreaterThan(20);
  });
});
