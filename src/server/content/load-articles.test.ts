import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS } from '@/config/site';
import { loadArticles, parseArticle } from './load-articles';
import { countWords, renderMarkdown } from './markdown';
import { renderRssFeed } from './render-rss-feed';

describe('the blog articles in content/blog', () => {
  it('have valid front matter, at least 400 words each, and are listed newest first', async () => {
    const articles = await loadArticles();
    expect(articles.length).toBeGreaterThanOrEqual(4);
    for (const article of articles) {
      expect(countWords(article.body), article.slug).toBeGreaterThanOrEqual(400);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(article.dateLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    }
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('link only to pages that exist', async () => {
    const articles = await loadArticles();
    const known = new Set([
      '/',
      ...FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href)),
      ...articles.map((article) => `/resources/blog/${article.slug}`),
    ]);
    for (const article of articles) {
      const hrefs = [...renderMarkdown(article.body).matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]);
      for (const href of hrefs) expect(known, `${article.slug} links to ${href}`).toContain(href);
    }
  });
});

describe('parseArticle', () => {
  it('names the file whose name or front matter is invalid', () => {
    expect(() =>
      parseArticle('bad-date.md', '---\ntitle: T\ndate: 2026-02-30\nsummary: S\n---\nText'),
    ).toThrow('Invalid front matter in bad-date.md: date');
    expect(() => parseArticle('no-summary.md', '---\ntitle: T\ndate: 2026-02-03\n---\nText')).toThrow(
      'Invalid front matter in no-summary.md: summary',
    );
    expect(() => parseArticle('Bad Name.md', '---\ntitle: T\ndate: 2026-02-03\nsummary: S\n---\n')).toThrow(
      'kebab-case',
    );
  });

  it('derives the slug, the date label and the reading time', () => {
    const article = parseArticle(
      'a-b.md',
      `---\ntitle: T\ndate: 2026-02-03\nsummary: S\n---\n${'word '.repeat(450)}`,
    );
    expect(article).toMatchObject({ slug: 'a-b', dateLabel: '3 February 2026', readingMinutes: 3 });
  });
});

describe('renderRssFeed', () => {
  it('lists the articles with absolute, escaped links and RFC 822 dates', () => {
    const xml = renderRssFeed('https://rampart.example', [
      {
        slug: 'a-b',
        title: 'Audits & you',
        date: '2026-03-10',
        dateLabel: '10 March 2026',
        summary: '<b>Why</b>',
        readingMinutes: 3,
      },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Audits &amp; you</title>');
    expect(xml).toContain('<link>https://rampart.example/resources/blog/a-b</link>');
    expect(xml).toContain('<pubDate>Tue, 10 Mar 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>&lt;b&gt;Why&lt;/b&gt;</description>');
  });
});
