import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { countWords, parseFrontMatter } from './markdown';

/** An article of the blog as lists show it. */
export interface ArticleSummary {
  readonly slug: string;
  readonly title: string;
  /** Publication day, `YYYY-MM-DD`. */
  readonly date: string;
  /** The day as readers see it, e.g. "20 January 2026". */
  readonly dateLabel: string;
  readonly summary: string;
  readonly readingMinutes: number;
}

export interface ArticleSource extends ArticleSummary {
  /** The Markdown after the front matter. */
  readonly body: string;
}

export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A common estimate of adult reading speed for web articles.
const WORDS_PER_MINUTE = 220;

const frontMatter = z.object({
  title: z.string().min(1).max(120),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real day'),
  summary: z.string().min(1).max(300),
});

const dateLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Parses one article file; throws naming the file when its name or front matter is invalid. */
export function parseArticle(file: string, source: string): ArticleSource {
  const slug = file.replace(/\.md$/, '');
  if (!ARTICLE_SLUG.test(slug)) throw new Error(`Article file name must be kebab-case: ${file}`);
  const { attributes, body } = parseFrontMatter(source);
  const parsed = frontMatter.safeParse(attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid front matter in ${file}: ${String(issue?.path[0])} ${issue?.message}`);
  }
  return {
    slug,
    ...parsed.data,
    dateLabel: dateLabel.format(new Date(`${parsed.data.date}T00:00:00Z`)),
    readingMinutes: Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE)),
    body,
  };
}

/**
 * Reads every `*.md` file of content/blog, newest first. An invalid file stops the build with its name rather
 * than publishing a broken article.
 */
export async function loadArticles(): Promise<ArticleSource[]> {
  // Paths spelled out in full so that the bundler can tell exactly which folder the server reads.
  const files = (await fs.readdir(path.join(process.cwd(), 'content', 'blog')))
    .filter((file) => file.endsWith('.md'))
    .sort();
  const articles = await Promise.all(
    files.map(async (file) =>
      parseArticle(file, await fs.readFile(path.join(process.cwd(), 'content', 'blog', file), 'utf8')),
    ),
  );
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
