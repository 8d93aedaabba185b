import 'server-only';
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { escapeHtml } from '@/lib/escape-html';

// The articles under content/ are Markdown (GitHub's flavour, read by `marked`) behind a YAML front matter. What
// an article may put in the page is limited here: raw HTML is shown as text, only http(s), mailto, site-relative
// and fragment links are kept, headings start at h2 (the page's title is its h1) and carry unique anchors, and
// tables scroll on their own on a narrow screen.

export interface FrontMatter {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;

/** Splits the YAML front matter (between `---` lines) from the Markdown that follows it. */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { attributes: {}, body: text };
  const attributes: unknown = parseYaml(match[1]!);
  if (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes)) {
    throw new Error('Invalid front matter: not a mapping of keys to values');
  }
  return { attributes: attributes as Record<string, unknown>, body: text.slice(match[0].length) };
}

function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?!\/|\\)/.test(href) || href.startsWith('#');
}

/** A heading's anchor: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A parser whose renderer enforces the rules above; one per article, for its own anchors. */
function articleParser(): Marked {
  const headingIds = new Map<string, number>();
  const standard = new Renderer();
  return new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth, text }: Tokens.Heading) {
        const level = Math.max(2, depth);
        const base = slugify(text) || 'section';
        const seen = (headingIds.get(base) ?? 0) + 1;
        headingIds.set(base, seen);
        const id = seen === 1 ? base : `${base}-${seen}`;
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const label = this.parser.parseInline(tokens);
        if (!isSafeHref(href)) return label;
        const rel = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(href)}"${rel}>${label}</a>`;
      },
      // Articles carry no pictures of their own: an image is its description.
      image: ({ text }: Tokens.Image) => escapeHtml(text),
      table(token: Tokens.Table) {
        return `<div class="table-scroll">${standard.table.call(this, token).trimEnd()}</div>\n`;
      },
      tablecell(token: Tokens.TableCell) {
        const content = this.parser.parseInline(token.tokens);
        if (!token.header) return `<td>${content}</td>`;
        return `<th scope="col">${content}</th>`;
      },
    },
  });
}

/** An article's Markdown as HTML in which every piece of source text is escaped. */
export function renderMarkdown(markdown: string): string {
  return (articleParser().parse(markdown, { async: false }) as string).trim();
}

/** The Markdown's top-level blocks (headings, paragraphs, lists, ...), each with its source text as `raw`. */
export function markdownBlocks(markdown: string): Token[] {
  return new Marked({ gfm: true }).lexer(markdown);
}

/** The words a reader reads: the text of the article outside code blocks. */
export function countWords(markdown: string): number {
  const words: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'code') continue;
      if ('tokens' in token && token.tokens) walk(token.tokens);
      else if (token.type === 'list') walk((token as Tokens.List).items);
      else if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      } else if ('text' in token && typeof token.text === 'string') words.push(token.text);
    }
  };
  walk(new Marked({ gfm: true }).lexer(markdown));
  return words
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
