import 'server-only';
import { NextResponse } from 'next/server';
import { SITE_NAME } from '@/config/site';
import { xmlDocument, xmlElement as el } from '../xml/xml-document';

export interface AtomEntry {
  /** A stable, absolute identifier: the same item keeps it across every reading of the feed. */
  readonly id: string;
  readonly title: string;
  readonly link: string;
  readonly date: Date;
  readonly summary: string;
  /** The data source the item comes from, credited as its author. */
  readonly source: { readonly name: string; readonly url: string | null } | null;
}

export interface AtomFeedInput {
  readonly title: string;
  readonly subtitle: string;
  /** The page the feed follows. */
  readonly link: string;
  /** The feed's own address (its id too). */
  readonly self: string;
  /** The licences and credits of the data the entries carry. */
  readonly rights: string;
  readonly origin: string;
  readonly entries: readonly AtomEntry[];
}

/** The most entries a feed carries: readers poll, and keep what they have seen. */
export const FEED_ENTRY_LIMIT = 50;

/**
 * An Atom 1.0 document, newest entry first; its `updated` is the newest entry's date. Every text construct is
 * `type="text"`: titles and summaries come from data sets and people (a reported incident's project name), and a
 * reader must show them as the characters they are, never render them as HTML.
 */
export function renderAtomFeed(input: AtomFeedInput): string {
  const entries = [...input.entries]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, FEED_ENTRY_LIMIT);
  const text = { type: 'text' };
  const author = (name: string, uri: string | null) => [
    `<author>`,
    `  ${el('name', {}, name)}`,
    ...(uri ? [`  ${el('uri', {}, uri)}`] : []),
    `</author>`,
  ];
  const indent = (lines: readonly string[], by: string) => lines.map((line) => `${by}${line}`);
  return xmlDocument([
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    ...indent(
      [
        el('id', {}, input.self),
        el('title', text, input.title),
        el('subtitle', text, input.subtitle),
        el('updated', {}, (entries[0]?.date ?? new Date(0)).toISOString()),
        el('generator', {}, SITE_NAME),
        ...author(SITE_NAME, input.origin),
        el('link', { rel: 'alternate', href: input.link }),
        el('link', { rel: 'self', href: input.self }),
        el('rights', text, input.rights),
        ...entries.flatMap((entry) => [
          '<entry>',
          ...indent(
            [
              el('title', text, entry.title),
              el('id', {}, entry.id),
              el('link', { href: entry.link }),
              el('updated', {}, entry.date.toISOString()),
              el('summary', text, entry.summary),
              ...(entry.source
                ? author(entry.source.name, entry.source.url)
                : author(SITE_NAME, input.origin)),
            ],
            '  ',
          ),
          '</entry>',
        ]),
      ],
      '  ',
    ),
    '</feed>',
  ]);
}

/** The licences of the sources credited by a feed's entries, in words, after the site's own notice. */
export function feedRights(entries: readonly { credit: { name: string; licence: string } | null }[]): string {
  const credits = new Map<string, string>();
  for (const { credit } of entries) if (credit) credits.set(credit.name, credit.licence);
  const parts = [...credits].map(([name, licence]) => `${name} (${licence})`);
  return parts.length > 0
    ? `${SITE_NAME}. Data from ${parts.join(', ')}, under their licences.`
    : `${SITE_NAME}.`;
}

/** An Atom answer, cached briefly by readers and proxies. */
export function atomResponse(xml: string): NextResponse {
  return new NextResponse(xml, {
    headers: {
      'content-type': 'application/atom+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}
