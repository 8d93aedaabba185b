import 'server-only';
import { Feed } from 'feed';
import { NextResponse } from 'next/server';
import { SITE_NAME } from '@/config/site';

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

/** An Atom 1.0 document, newest entry first; its `updated` is the newest entry's date. */
export function renderAtomFeed(input: AtomFeedInput): string {
  const entries = [...input.entries]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, FEED_ENTRY_LIMIT);
  const feed = new Feed({
    id: input.self,
    title: input.title,
    description: input.subtitle,
    link: input.link,
    feedLinks: { atom: input.self },
    updated: entries[0]?.date ?? new Date(0),
    author: { name: SITE_NAME, link: input.origin },
    copyright: input.rights,
    generator: SITE_NAME,
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: entry.title,
      link: entry.link,
      date: entry.date,
      description: entry.summary,
      author: entry.source
        ? [{ name: entry.source.name, ...(entry.source.url ? { link: entry.source.url } : {}) }]
        : [{ name: SITE_NAME, link: input.origin }],
    });
  }
  return feed.atom1();
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
