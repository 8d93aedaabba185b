import { describe, expect, it } from 'vitest';
import { conditionalAnswer, etagOf, matchesEtag } from './conditional-get';

const asking = (ifNoneMatch?: string) =>
  new Request('http://localhost/x', { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

describe('conditional GET', () => {
  it('names a body by the hash of its bytes', () => {
    expect(etagOf('a')).toBe(etagOf(new TextEncoder().encode('a')));
    expect(etagOf('a')).not.toBe(etagOf('b'));
    expect(etagOf('a')).toMatch(/^"[\w-]{27}"$/);
  });

  it('matches an ETag in a list, in its weak form, or *; nothing else', () => {
    const etag = etagOf('body');
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
    expect(matchesEtag(etag.slice(1, -1), etag)).toBe(false);
  });

  it('answers 304 without a body or its type to a matching If-None-Match, and the body otherwise', async () => {
    const headers = { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=600' };
    const full = conditionalAnswer(asking(), { body: '<svg/>', headers });
    expect(full.status).toBe(200);
    expect(await full.text()).toBe('<svg/>');
    const etag = full.headers.get('etag')!;
    expect(etag).toBe(etagOf('<svg/>'));

    const again = conditionalAnswer(asking(`W/${etag}`), { body: '<svg/>', headers });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('max-age=600');
    expect(again.headers.get('content-type')).toBeNull();
  });

  it('keeps an ETag it is given, and the status of the answer', () => {
    const answer = conditionalAnswer(asking('"v2"'), { body: '{}', etag: '"v1"', status: 203 });
    expect([answer.status, answer.headers.get('etag')]).toEqual([203, '"v1"']);
  });
});
