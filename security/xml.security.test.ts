// S1: every XML document the site writes (the Atom feeds, the blog's RSS, the sitemap) is well-formed, and the
// text people wrote reads back as exactly that text: no markup, no element of its own, no character XML 1.0
// forbids.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { renderRssFeed } from '@/server/content/render-rss-feed';
import { renderAtomFeed } from '@/server/feeds/atom-feed';
import { Client } from './support/client';

// A project name as an incident report could carry it: CDATA ends twice, the feed's own end, markup, entities.
const HOSTILE =
  'Evil ]]><script>alert(1)</script> ]]><link rel="alternate" href="https://evil.test"/></entry></feed> & &amp; "q" \'a\'';
// Characters XML 1.0 forbids: C0 controls but tab and line breaks, U+FFFE, U+FFFF and a lone surrogate.
const FORBIDDEN = '\u0001\u0008\u000b\u001f\ufffe\uffff\ud800';
const FORBIDDEN_IN_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?:[^\ud800-\udbff]|^)[\udc00-\udfff]/;

/** Fails with the parser's reason when the document is not well-formed XML. */
function expectWellFormed(xml: string, label: string): void {
  const verdict = XMLValidator.validate(xml);
  expect(verdict === true ? true : verdict.err, label).toBe(true);
  expect(FORBIDDEN_IN_XML.test(xml), label).toBe(false);
}

const parseAtom = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'entry',
  }).parse(xml) as {
    feed: {
      title: { '#text': string; '@type': string };
      entry: {
        title: { '#text': string; '@type': string };
        summary: { '#text': string };
        author: { name: string };
      }[];
    };
  };

describe('XML the site writes', () => {
  it('S1 an Atom entry with ]]> twice, </feed> and markup in its text parses as valid Atom and reads as that text', async () => {
    const xml = renderAtomFeed({
      title: `Alerts: ${HOSTILE}${FORBIDDEN}`,
      subtitle: HOSTILE,
      link: 'https://rampart.test/security-alerts?chain=a&year=2024',
      self: 'https://rampart.test/security-alerts/feed.xml?chain=a&year=2024',
      rights: HOSTILE,
      origin: 'https://rampart.test',
      entries: [
        {
          id: 'urn:rampart:security-alert:1',
          title: `${HOSTILE}${FORBIDDEN}`,
          link: 'https://rampart.test/security-alerts?alert=1&x="y"',
          date: new Date('2026-01-02T00:00:00Z'),
          summary: `${HOSTILE}${FORBIDDEN}`,
          source: { name: HOSTILE, url: 'https://source.test/?a=1&b=<2>' },
        },
      ],
    });
    expectWellFormed(xml, 'atom');
    const { feed } = parseAtom(xml);
    expect(feed.entry).toHaveLength(1);
    const [entry] = feed.entry;
    // Text, not HTML: a reader shows the characters, and runs nothing.
    expect(entry!.title['@type']).toBe('text');
    expect(feed.title['@type']).toBe('text');
    const items = (await new Parser().parseString(xml)).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(HOSTILE);
    expect(xml).not.toMatch(/<script/i);
    expect(xml.match(/<entry>/g)).toHaveLength(1);
    expect(xml.match(/<\/feed>/g)).toHaveLength(1);
    expect(xml).not.toContain('<link rel="alternate" href="https://evil.test"');
  });

  it('S1 the blog RSS carries an article title with markup and forbidden characters as text', async () => {
    const xml = renderRssFeed('https://rampart.test', [
      {
        slug: 'synthetic-article',
        title: `${HOSTILE}${FORBIDDEN}`,
        summary: `${HOSTILE}${FORBIDDEN}`,
        date: '2026-01-02',
        dateLabel: '2 January 2026',
        readingMinutes: 1,
      },
    ]);
    expectWellFormed(xml, 'rss');
    const feed = await new Parser().parseString(xml);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]!.title).toBe(HOSTILE);
  });

  it('S1 the feeds, the blog RSS and the sitemap served are well-formed XML', async () => {
    const client = new Client();
    const { data } = (await client.post('/api/projects-list', { currentPage: 1, dataPerPage: 1 })).json as {
      data: { id: string }[];
    };
    for (const path of [
      '/security-alerts/feed.xml',
      '/security-alerts/feed.xml?chain=Ethereum',
      `/projects/${data[0]!.id}/feed.xml`,
      '/resources/blog/rss.xml',
      '/sitemap.xml',
    ]) {
      const reply = await client.get(path);
      expect(reply.status, path).toBe(200);
      expectWellFormed(reply.text, path);
    }
  });
});
