import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Tokens } from 'marked';
import { z } from 'zod';
import { IMPLAUSIBLE_LOSS_USD, STORAGE_KEYS } from '@/config/constants';
import { BLOG_PATH, CONTACT_EMAILS, SCORE_METHODOLOGY_HREF } from '@/config/site';
import { formatUsdCompact } from '@/lib/format';
import { VISITOR_COOKIE } from '@/server/http/visitor';
import { markdownBlocks, parseFrontMatter, renderMarkdown } from './markdown';

// The company and legal pages are Markdown files in content/company, `<slug>.md`, behind a YAML front matter. The
// text is made of sections, each opened by a level-2 heading that names its anchor: `## Your rights {#your-rights}`.
// Pages link to these anchors, so a section's id never follows its title.
//
// Two kinds of placeholder keep facts that the code also uses in one place:
// - `{{name}}` anywhere in the text is replaced, before the Markdown is read, by the value of that name in
//   DOCUMENT_VALUES below, e.g. `[{{email.privacy}}](mailto:{{email.privacy}})`;
// - a paragraph that is only `{{> name}}` is a block that the page itself draws there (a table, a list built from
//   configuration, the open roles), passed to the page's component under that name.

/** The values a document may name as `{{name}}`. */
export const DOCUMENT_VALUES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(CONTACT_EMAILS).map(([key, email]) => [`email.${key}`, email])),
  ...Object.fromEntries(Object.entries(STORAGE_KEYS).map(([key, name]) => [`storage.${key}`, name])),
  blog: BLOG_PATH,
  'score-methodology': SCORE_METHODOLOGY_HREF,
  'visitor-cookie': VISITOR_COOKIE,
  'implausible-loss': formatUsdCompact(IMPLAUSIBLE_LOSS_USD),
};

/** A stretch of a section: text rendered from Markdown, or the name of a block the page draws. */
export type DocumentPart = { readonly html: string } | { readonly block: string };

export interface CompanyDocumentSection {
  /** The section's anchor, given in its heading. */
  readonly id: string;
  /** The heading's text, plain. */
  readonly title: string;
  readonly parts: readonly DocumentPart[];
}

export interface CompanyDocument {
  readonly slug: string;
  /** The page's heading. */
  readonly title: string;
  /** The title of the browser tab and of shared links. */
  readonly metaTitle: string;
  readonly description: string;
  /** The small line above the title, e.g. "Legal". */
  readonly eyebrow: string;
  readonly lead: string;
  /** `YYYY-MM-DD`: the day the text last changed, on the documents that show it. */
  readonly updated?: string;
  readonly sections: readonly CompanyDocumentSection[];
}

export const DOCUMENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VALUE = /\{\{(?!>)\s*([^}\s]*)\s*\}\}/g;
const BLOCK = /^\{\{>\s*([a-z0-9]+(?:-[a-z0-9]+)*)\s*\}\}$/;
const SECTION_HEADING = /^(.+?)\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;
// A heading's text is shown as written, in the page and in its table of contents: no Markdown in it.
const PLAIN_TITLE = /^[^*_`[\]<>&\\{}#]+$/;

const frontMatter = z.object({
  title: z.string().min(1).max(120),
  metaTitle: z.string().min(1).max(120).optional(),
  description: z.string().min(1).max(300),
  eyebrow: z.string().min(1).max(40),
  lead: z.string().min(1).max(300),
  updated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real day')
    .optional(),
});

/** Parses one document; throws naming the file when its name, front matter, sections or placeholders are invalid. */
export function parseCompanyDocument(file: string, source: string): CompanyDocument {
  const slug = file.replace(/\.md$/, '');
  const fail = (problem: string): never => {
    throw new Error(`Invalid company document ${file}: ${problem}`);
  };
  if (!DOCUMENT_SLUG.test(slug)) fail('the file name must be kebab-case');
  const { attributes, body } = parseFrontMatter(source);
  const parsed = frontMatter.safeParse(attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(`front matter ${String(issue?.path[0])} ${issue?.message}`);
  }
  const { metaTitle, ...meta } = parsed.data!;
  const text = body.replace(
    VALUE,
    (placeholder, name: string) => DOCUMENT_VALUES[name] ?? fail(`unknown value ${placeholder}`),
  );

  const sections: { id: string; title: string; parts: DocumentPart[]; markdown: string }[] = [];
  for (const token of markdownBlocks(text)) {
    const current = sections.at(-1);
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      const heading = SECTION_HEADING.exec((token as Tokens.Heading).text);
      if (!heading) fail(`the heading "${token.raw.trim()}" names no anchor, as in ## Title {#anchor}`);
      const [, title, id] = heading!;
      if (!PLAIN_TITLE.test(title!)) fail(`the heading "${title}" must be plain text`);
      if (sections.some((section) => section.id === id)) fail(`the anchor #${id} is used twice`);
      sections.push({ id: id!, title: title!, parts: [], markdown: '' });
    } else if (!current) {
      if (token.type !== 'space') fail('text must follow a section heading (## Title {#anchor})');
    } else if (token.type === 'paragraph' && BLOCK.test((token as Tokens.Paragraph).text)) {
      flush(current);
      current.parts.push({ block: BLOCK.exec((token as Tokens.Paragraph).text)![1]! });
    } else {
      current.markdown += token.raw;
    }
  }
  sections.forEach(flush);
  if (sections.length === 0) fail('a document needs at least one section');
  return {
    slug,
    ...meta,
    metaTitle: metaTitle ?? meta.title,
    sections: sections.map(({ id, title, parts }) => ({ id, title, parts })),
  };
}

/** Moves the Markdown gathered so far into the section's parts, as HTML. */
function flush(section: { parts: DocumentPart[]; markdown: string }) {
  if (section.markdown.trim()) section.parts.push({ html: renderMarkdown(section.markdown) });
  section.markdown = '';
}

/** Reads one document of content/company; throws when there is none with this slug or it is invalid. */
export async function loadCompanyDocument(slug: string): Promise<CompanyDocument> {
  if (!DOCUMENT_SLUG.test(slug)) throw new Error(`Invalid company document slug: ${slug}`);
  // Paths spelled out in full so that the bundler can tell exactly which folder the server reads.
  const source = await fs.readFile(path.join(process.cwd(), 'content', 'company', `${slug}.md`), 'utf8');
  return parseCompanyDocument(`${slug}.md`, source);
}

/** Every document of content/company, by slug. */
export async function loadCompanyDocuments(): Promise<CompanyDocument[]> {
  const files = (await fs.readdir(path.join(process.cwd(), 'content', 'company')))
    .filter((file) => file.endsWith('.md'))
    .sort();
  return Promise.all(
    files.map(async (file) =>
      parseCompanyDocument(
        file,
        await fs.readFile(path.join(process.cwd(), 'content', 'company', file), 'utf8'),
      ),
    ),
  );
}
