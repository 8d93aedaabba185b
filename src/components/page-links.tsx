import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './page-links.module.css';
import { formatNumber } from '@/lib/format';

// Pages shown on each side of the current one; farther pages are reached through the first and last pages or
// the jumps between them.
const PAGES_AROUND = 2;
const JUMP = 5;

type Item =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'jump'; readonly page: number; readonly label: string };

/** The pages to list: the first, the last, the current with its neighbours, and jumps of 5 across the gaps. */
export function pageItems(current: number, last: number): Item[] {
  const from = Math.max(2, current - PAGES_AROUND);
  const to = Math.min(last - 1, current + PAGES_AROUND);
  const items: Item[] = [{ kind: 'page', page: 1 }];
  if (from > 2) {
    items.push({ kind: 'jump', page: Math.max(1, current - JUMP), label: `Previous ${JUMP} Pages` });
  }
  for (let page = from; page <= to; page += 1) items.push({ kind: 'page', page });
  if (to < last - 1) {
    items.push({ kind: 'jump', page: Math.min(last, current + JUMP), label: `Next ${JUMP} Pages` });
  }
  if (last > 1) items.push({ kind: 'page', page: last });
  return items;
}

type PageLinksProps = {
  readonly current: number;
  readonly pageSize: number;
  readonly total: number;
  /** What the total counts, after the number: "1,234 projects"; without it, the total is not shown. */
  readonly noun?: string;
} & (
  | {
      /** The address of a page. */
      readonly hrefOf: (page: number) => string;
      readonly onSelect?: never;
    }
  | {
      /** Turns to a page in place, for a list whose page is no part of the address. */
      readonly onSelect: (page: number) => void;
      readonly hrefOf?: never;
    }
);

/**
 * Pagination. Given the addresses of the pages, it renders on the server: every page is a plain link to its
 * address, crawlable and openable in a new tab, and followed in the app without a reload. Given `onSelect`, the
 * pages are buttons.
 */
export function PageLinks({ current, pageSize, total, noun, hrefOf, onSelect }: PageLinksProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const to = (page: number, content: ReactNode, props: { 'aria-label'?: string; 'aria-current'?: 'page' }) =>
    hrefOf ? (
      <Link href={hrefOf(page)} scroll={false} {...props}>
        {content}
      </Link>
    ) : (
      <button type="button" onClick={() => onSelect?.(page)} {...props}>
        {content}
      </button>
    );
  const step = (page: number, label: string, symbol: string) => (
    <li title={label} className={page === current ? styles.disabled : undefined}>
      {page === current ? (
        <span aria-disabled="true" aria-label={label}>
          {symbol}
        </span>
      ) : (
        to(page, symbol, { 'aria-label': label })
      )}
    </li>
  );
  return (
    <nav aria-label="Pagination" className={styles.pages}>
      {noun && (
        <span>
          {formatNumber(total)} {noun}
        </span>
      )}
      <ul>
        {step(Math.max(1, current - 1), 'Previous Page', '‹')}
        {pageItems(current, last).map((item) =>
          item.kind === 'jump' ? (
            <li key={item.label} title={item.label} className={styles.jump}>
              {to(item.page, '•••', { 'aria-label': item.label })}
            </li>
          ) : (
            <li
              key={item.page}
              title={String(item.page)}
              className={item.page === current ? styles.current : undefined}
            >
              {to(item.page, item.page, item.page === current ? { 'aria-current': 'page' } : {})}
            </li>
          ),
        )}
        {step(Math.min(last, current + 1), 'Next Page', '›')}
      </ul>
    </nav>
  );
}
