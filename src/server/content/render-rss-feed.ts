import 'server-only';
import { BLOG_PATH, SITE_NAME } from '@/config/site';
import { xmlDocument, xmlElement as el } from '../xml/xml-document';
import type { ArticleSummary } from './load-articles';

/** The blog as an RSS 2.0 document; links are absolute, on the origin the reader asked. */
export function renderRssFeed(origin: string, articles: readonly ArticleSummary[]): string {
  const blogUrl = `${origin}${BLOG_PATH}`;
  const pubDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();
  const items = articles.flatMap((article) => {
    const url = `${blogUrl}/${article.slug}`;
    return [
      '    <item>',
      `      ${el('title', {}, article.title)}`,
      `      ${el('link', {}, url)}`,
      `      ${el('guid', { isPermaLink: 'true' }, url)}`,
      `      ${el('pubDate', {}, pubDate(article.date))}`,
      `      ${el('description', {}, article.summary)}`,
      '    </item>',
    ];
  });
  return xmlDocument([
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${el('title', {}, `${SITE_NAME} Blog`)}`,
    `    ${el('link', {}, blogUrl)}`,
    `    ${el('atom:link', { href: `${blogUrl}/rss.xml`, rel: 'self', type: 'application/rss+xml' })}`,
    '    <description>Research and guides on blockchain security: audits, incidents, on-chain risk and the Rampart Security Score.</description>',
    '    <language>en</language>',
    ...(articles[0] ? [`    ${el('lastBuildDate', {}, pubDate(articles[0].date))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
  ]);
}
