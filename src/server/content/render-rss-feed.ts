import 'server-only';
import { BLOG_PATH, SITE_NAME } from '@/config/site';
import type { ArticleSummary } from './load-articles';
import { escapeHtml } from '@/lib/escape-html';

/** The blog as an RSS 2.0 document; links are absolute, on the origin the reader asked. */
export function renderRssFeed(origin: string, articles: readonly ArticleSummary[]): string {
  const blogUrl = `${origin}${BLOG_PATH}`;
  const pubDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();
  const items = articles.map((article) => {
    const url = `${blogUrl}/${article.slug}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(article.title)}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <pubDate>${pubDate(article.date)}</pubDate>`,
      `      <description>${escapeHtml(article.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${SITE_NAME} Blog`)}</title>`,
    `    <link>${escapeHtml(blogUrl)}</link>`,
    `    <atom:link href="${escapeHtml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Research and guides on blockchain security: audits, incidents, on-chain risk and the Rampart Security Score.</description>',
    '    <language>en</language>',
    ...(articles[0] ? [`    <lastBuildDate>${pubDate(articles[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
