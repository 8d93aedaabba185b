import { describe, expect, it } from 'vitest';
import { callRoute } from '@/testing/call-route';
import { visitorCookie } from '@/testing/visitor-cookie';
import { GET } from './route';

const sameSite = { 'sec-fetch-site': 'same-origin' };

describe('GET /api/visitor', () => {
  it('issues a signed, HttpOnly visitor cookie on an answer no cache keeps', async () => {
    const response = await callRoute(GET, '/api/visitor', { headers: sameSite });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rampart_vid=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it('issues nothing to a visitor who holds a valid cookie already', async () => {
    const response = await callRoute(GET, '/api/visitor', {
      headers: { ...sameSite, cookie: visitorCookie(3) },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 403 to a request from another site, issuing nothing', async () => {
    const response = await callRoute(GET, '/api/visitor', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
