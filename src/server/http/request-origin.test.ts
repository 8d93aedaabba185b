import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/resources/blog/rss.xml', { headers });

describe('requestOrigin', () => {
  it('prefers the forwarded host and protocol, then the Host header', () => {
    expect(
      requestOrigin(request({ 'x-forwarded-host': 'rampart.example', 'x-forwarded-proto': 'https' })),
    ).toBe('https://rampart.example');
    expect(requestOrigin(request({ host: '127.0.0.1:4123' }))).toBe('http://127.0.0.1:4123');
    expect(
      requestOrigin(request({ 'x-forwarded-host': 'a.example, proxy.internal', host: 'b.example' })),
    ).toBe('http://a.example');
    expect(requestOrigin(request({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });

  it('falls back to the URL for a missing or malformed host and ignores unknown protocols', () => {
    expect(requestOrigin(request({}))).toBe('http://localhost:3000');
    expect(requestOrigin(request({ host: 'evil.example/"><script>' }))).toBe('http://localhost:3000');
    expect(requestOrigin(request({ host: 'rampart.example', 'x-forwarded-proto': 'javascript' }))).toBe(
      'http://rampart.example',
    );
  });
});
