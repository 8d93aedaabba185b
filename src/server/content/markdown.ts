import 'server-only';

// A small Markdown renderer for the articles under content/: headings, paragraphs, lists, block quotes, tables,
// rules, fenced code, links, bold, italic and inline code. Every piece of source text is HTML-escaped and only
// http(s), mailto, site-relative and fragment links are kept, so the output is safe to insert as HTML even if an
// article contained markup.

export interface FrontMatter {
  readonly attributes: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Splits a `---`-delimited block of `key: value` lines from the Markdown that follows it. */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { attributes: {}, body: text };
  const attributes: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`Invalid front-matter line: ${line}`);
    attributes[pair[1]!] = unquote(pair[2]!.trim());
  }
  return { attributes, body: text.slice(match[0].length) };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith('#');
}

// Order matters: escapes and code spans first, so that their content is never read as emphasis or links.
const INLINE =
  /\\([\\`*_[\]()#+\-.!>|])|(`+)([\s\S]+?)\2|\[([^\]]+)\]\(([^()\s]+)\)|\*\*(?!\s)([\s\S]+?)(?<!\s)\*\*|\*(?!\s)([\s\S]+?)(?<!\s)\*/g;

export function renderInline(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, escaped, , code, label, href, strong, emphasis] = match;
    if (escaped !== undefined) html += escapeHtml(escaped);
    else if (code !== undefined) html += `<code>${escapeHtml(code.trim())}</code>`;
    else if (label !== undefined && href !== undefined) {
      html += isSafeHref(href)
        ? `<a href="${escapeHtml(href)}"${/^https?:/i.test(href) ? ' rel="noopener noreferrer"' : ''}>${renderInline(label)}</a>`
        : renderInline(label);
    } else if (strong !== undefined) html += `<strong>${renderInline(strong)}</strong>`;
    else if (emphasis !== undefined) html += `<em>${renderInline(emphasis)}</em>`;
  }
  return html + escapeHtml(text.slice(last));
}

/** A heading's anchor: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const FENCE = /^(`{3,}|~{3,})\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^(?:-{3,}|\*{3,}|_{3,})\s*$/;
const QUOTE = /^>\s?/;
const BULLET = /^[-*+]\s+/;
const NUMBERED = /^(\d{1,9})[.)]\s+/;
const TABLE_DIVIDER = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

const startsBlock = (line: string) =>
  FENCE.test(line) ||
  HEADING.test(line) ||
  RULE.test(line) ||
  QUOTE.test(line) ||
  BULLET.test(line) ||
  NUMBERED.test(line);

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function renderBlocks(lines: readonly string[], headingIds: Map<string, number>): string {
  const html: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimEnd().startsWith(fence[1]!)) code.push(lines[i++]!);
      i++;
      const language = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : '';
      html.push(`<pre><code${language}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      // The page title is the only h1: Markdown headings start at h2.
      const level = Math.max(2, heading[1]!.length);
      const base = slugify(heading[2]!) || 'section';
      const seen = headingIds.get(base) ?? 0;
      headingIds.set(base, seen + 1);
      const id = seen === 0 ? base : `${base}-${seen + 1}`;
      html.push(`<h${level} id="${id}">${renderInline(heading[2]!)}</h${level}>`);
      i++;
      continue;
    }

    if (RULE.test(line)) {
      html.push('<hr>');
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(lines[i++]!.replace(QUOTE, ''));
      html.push(`<blockquote>${renderBlocks(quoted, headingIds)}</blockquote>`);
      continue;
    }

    const isBullet = BULLET.test(line);
    const numbered = NUMBERED.exec(line);
    if (isBullet || numbered) {
      const marker = isBullet ? BULLET : NUMBERED;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        if (marker.test(current)) {
          items.push(current.replace(marker, ''));
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          // An indented line continues the item above it.
          items[items.length - 1] += `\n${current.trim()}`;
        } else {
          break;
        }
        i++;
      }
      const start = numbered && numbered[1] !== '1' ? ` start="${Number(numbered[1])}"` : '';
      const tag = isBullet ? 'ul' : 'ol';
      html.push(`<${tag}${start}>${items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`);
      continue;
    }

    if (line.includes('|') && i + 1 < lines.length && TABLE_DIVIDER.test(lines[i + 1]!)) {
      const header = tableCells(line);
      i += 2;
      const body: string[][] = [];
      while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== '')
        body.push(tableCells(lines[i++]!));
      const head = header.map((cell) => `<th scope="col">${renderInline(cell)}</th>`).join('');
      const rows = body
        .map(
          (cells) => `<tr>${header.map((_h, k) => `<td>${renderInline(cells[k] ?? '')}</td>`).join('')}</tr>`,
        )
        .join('');
      html.push(
        `<div class="table-scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`,
      );
      continue;
    }

    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      (paragraph.length === 0 || !startsBlock(lines[i]!))
    ) {
      paragraph.push(lines[i++]!.trim());
    }
    html.push(`<p>${renderInline(paragraph.join('\n'))}</p>`);
  }
  return html.join('\n');
}

/** Renders Markdown to HTML in which all source text is escaped. */
export function renderMarkdown(markdown: string): string {
  return renderBlocks(markdown.replace(/\r\n?/g, '\n').split('\n'), new Map());
}

/** Words of running text, for the reading time. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
