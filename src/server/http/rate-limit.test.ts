import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit';

const forwarded = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

describe('clientKey', () => {
  it('believes no forwarded header when no proxy is trusted', () => {
    expect(clientKey(forwarded('198.51.100.7'), 0)).toBe('direct');
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.7' }), 0)).toBe('direct');
  });

  it('takes the entry our outermost trusted proxy wrote, whatever the client put left of it', () => {
    expect(clientKey(forwarded('198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientKey(forwarded('203.0.113.66, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientKey(forwarded('203.0.113.66, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('takes the leftmost entry when there are fewer entries than trusted proxies', () => {
    expect(clientKey(forwarded('198.51.100.7'), 2)).toBe('198.51.100.7');
    expect(clientKey(forwarded(' , '), 1)).toBe('direct');
    expect(clientKey(forwarded(), 1)).toBe('direct');
  });
});
