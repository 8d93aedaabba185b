import { marked, type Token, type Tokens } from 'marked';

/** One row of a Markdown table: each cell's plain text and links, by column name (lower case). */
export interface TableRow {
  /** The headings above the table, outermost first. */
  readonly headings: readonly string[];
  readonly cells: Readonly<Record<string, { readonly text: string; readonly links: readonly Link[] }>>;
}

export interface Link {
  readonly text: string;
  readonly href: string;
}

function linksOf(tokens: readonly Token[] | undefined): Link[] {
  const links: Link[] = [];
  for (const token of tokens ?? []) {
    if (token.type === 'link') links.push({ text: (token as Tokens.Link).text, href: (token as Tokens.Link).href });
    else if ('tokens' in token) links.push(...linksOf(token.tokens));
  }
  return links;
}

const plain = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Every row of every table of a Markdown text, with the headings above its table. */
export function markdownTableRows(markdown: string): TableRow[] {
  const rows: TableRow[] = [];
  const headings: string[] = [];
  for (const token of marked.lexer(markdown)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      headings.length = Math.max(0, heading.depth - 1);
      headings[heading.depth - 1] = plain(heading.text);
      continue;
    }
    if (token.type !== 'table') continue;
    const table = token as Tokens.Table;
    const names = table.header.map((cell) => plain(cell.text).toLowerCase());
    for (const row of table.rows) {
      const cells: Record<string, { text: string; links: Link[] }> = {};
      row.forEach((cell, column) => {
        const name = names[column] ?? String(column);
        if (!(name in cells)) cells[name] = { text: plain(cell.text), links: linksOf(cell.tokens) };
      });
      rows.push({ headings: headings.filter(Boolean), cells });
    }
  }
  return rows;
}
