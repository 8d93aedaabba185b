import { describe, expect, it } from 'vitest';
import { IMPLAUSIBLE_LOSS_USD, STORAGE_KEYS } from '@/config/constants';
import {
  BLOG_PATH,
  CONTACT_EMAILS,
  FOOTER_COLUMNS,
  PRODUCT_LINKS,
  SCORE_METHODOLOGY_HREF,
} from '@/config/site';
import { formatUsdCompact } from '@/lib/format';
import { VISITOR_COOKIE } from '@/server/http/visitor';
import { DOCUMENT_VALUES, loadCompanyDocuments, parseCompanyDocument } from './load-company-documents';

const FRONT = '---\ntitle: T\ndescription: D\neyebrow: Legal\nlead: L\n---\n';
const htmlOf = (document: ReturnType<typeof parseCompanyDocument>) =>
  document.sections.flatMap((section) =>
    section.parts.flatMap((part) => ('html' in part ? [part.html] : [])),
  );

// The anchors other pages and outside links point at: a section keeps its id when its title changes.
const ANCHORS: Record<string, readonly string[]> = {
  about: ['mission', 'what-we-do', 'principles', 'team', 'community', 'contact'],
  careers: ['how-we-work', 'open-roles', 'how-we-hire', 'equal-opportunity', 'apply'],
  'cookie-policy': [
    'what-are-cookies',
    'cookies-we-set',
    'local-storage',
    'third-parties',
    'consent',
    'control',
  ],
  'data-sources': [
    'data-sets',
    'audit-portfolios',
    'audited-projects',
    'refreshes',
    'attribution',
    'share-alike',
    'gaps',
    'not-covered',
  ],
  disclaimer: [
    'not-advice',
    'scores',
    'data',
    'audits',
    'independence',
    'third-parties',
    'liability',
    'corrections',
  ],
  'privacy-policy': [
    'who-we-are',
    'what-we-collect',
    'legal-bases',
    'support-access',
    'sharing',
    'transfers',
    'retention',
    'security',
    'your-rights',
    'cookies',
    'children',
    'changes',
  ],
  'terms-and-conditions': [
    'agreement',
    'eligibility',
    'accounts',
    'acceptable-use',
    'your-content',
    'our-content',
    'no-advice',
    'availability',
    'liability',
    'responsible-disclosure',
    'changes',
    'law',
    'contact',
  ],
};

// The blocks each page draws itself, by the name its document gives them.
const BLOCKS: Record<string, readonly string[]> = {
  careers: ['open-roles'],
  'cookie-policy': ['cookies', 'local-storage'],
  'data-sources': ['data-sets', 'refresh-status', 'attribution'],
};

describe('the company documents in content/company', () => {
  it('each have a title, a description and sections with unique anchors, the ones the site links to', async () => {
    const documents = await loadCompanyDocuments();
    expect(documents.map((document) => document.slug).sort()).toEqual(Object.keys(ANCHORS).sort());
    for (const document of documents) {
      expect(document.title, document.slug).not.toBe('');
      expect(document.description, document.slug).not.toBe('');
      const ids = document.sections.map((section) => section.id);
      expect(ids.length, document.slug).toBeGreaterThan(0);
      expect(new Set(ids).size, document.slug).toBe(ids.length);
      expect(ids, document.slug).toEqual(ANCHORS[document.slug]);
      for (const section of document.sections) expect(section.parts.length, section.id).toBeGreaterThan(0);
    }
  });

  it('name only the blocks their pages draw, and leave no placeholder unreplaced', async () => {
    for (const document of await loadCompanyDocuments()) {
      const blocks = document.sections.flatMap((section) =>
        section.parts.flatMap((part) => ('block' in part ? [part.block] : [])),
      );
      expect(blocks, document.slug).toEqual(BLOCKS[document.slug] ?? []);
      for (const html of htmlOf(document)) expect(html, document.slug).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('link only to pages and anchors that exist', async () => {
    const documents = await loadCompanyDocuments();
    const pages = new Set([
      '/',
      ...FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href)),
    ]);
    const anchors = new Map(
      documents.map((document) => [
        `/company/${document.slug}`,
        new Set(document.sections.map((section) => section.id)),
      ]),
    );
    for (const document of documents) {
      for (const html of htmlOf(document)) {
        for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) {
          const [page, anchor] = href!.split('#');
          expect(pages, `${document.slug} links to ${href}`).toContain(page);
          if (anchor) expect(anchors.get(page!), `${document.slug} links to ${href}`).toContain(anchor);
        }
      }
    }
  });

  it('list the products of the site, in its order, on the about page', async () => {
    const about = (await loadCompanyDocuments()).find((document) => document.slug === 'about')!;
    const whatWeDo = about.sections.find((section) => section.id === 'what-we-do')!;
    const html = htmlOf({ ...about, sections: [whatWeDo] }).join('');
    const list = /<ul>([\s\S]*?)<\/ul>/.exec(html)![1]!;
    const links = [...list.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, label]) => ({
      label,
      href,
    }));
    expect(links).toEqual(PRODUCT_LINKS.map(({ label, href }) => ({ label, href })));
  });
});

describe('parseCompanyDocument', () => {
  it('replaces each {{name}} by the value the site uses', () => {
    expect(DOCUMENT_VALUES).toMatchObject({
      'email.general': CONTACT_EMAILS.general,
      'email.privacy': CONTACT_EMAILS.privacy,
      'storage.cookieConsent': STORAGE_KEYS.cookieConsent,
      blog: BLOG_PATH,
      'score-methodology': SCORE_METHODOLOGY_HREF,
      'visitor-cookie': VISITOR_COOKIE,
      'implausible-loss': formatUsdCompact(IMPLAUSIBLE_LOSS_USD),
    });
    const document = parseCompanyDocument(
      'a.md',
      `${FRONT}## Contact {#contact}\n\nWrite to [{{email.privacy}}](mailto:{{ email.privacy }}) about \`{{visitor-cookie}}\`.\n`,
    );
    expect(htmlOf(document)).toEqual([
      `<p>Write to <a href="mailto:${CONTACT_EMAILS.privacy}">${CONTACT_EMAILS.privacy}</a> about <code>${VISITOR_COOKIE}</code>.</p>`,
    ]);
    expect(() => parseCompanyDocument('a.md', `${FRONT}## A {#a}\n\n{{email.nobody}}\n`)).toThrow(
      'Invalid company document a.md: unknown value {{email.nobody}}',
    );
  });

  it('cuts the text into sections at their headings, with the blocks in their place', () => {
    const document = parseCompanyDocument(
      'a.md',
      `${FRONT.replace('---\n', '---\nmetaTitle: M\nupdated: 2026-10-01\n')}## First, plainly {#first}\n\nOne.\n\n### Sub\n\n- item\n\n## Second {#second}\n\n{{> table}}\n\nAfter.\n`,
    );
    expect(document).toMatchObject({ slug: 'a', title: 'T', metaTitle: 'M', updated: '2026-10-01' });
    expect(document.sections).toEqual([
      {
        id: 'first',
        title: 'First, plainly',
        parts: [{ html: '<p>One.</p>\n<h3 id="sub">Sub</h3>\n<ul>\n<li>item</li>\n</ul>' }],
      },
      { id: 'second', title: 'Second', parts: [{ block: 'table' }, { html: '<p>After.</p>' }] },
    ]);
    expect(parseCompanyDocument('b.md', `${FRONT}## A {#a}\n\nText.\n`).metaTitle).toBe('T');
  });

  it('names the file whose front matter or sections are invalid', () => {
    const invalid = (file: string, source: string, problem: string) =>
      expect(() => parseCompanyDocument(file, source)).toThrow(
        `Invalid company document ${file}: ${problem}`,
      );
    invalid('Bad.md', `${FRONT}## A {#a}\n`, 'the file name must be kebab-case');
    invalid('a.md', `${FRONT.replace('lead: L\n', '')}## A {#a}\n`, 'front matter lead');
    invalid('a.md', `${FRONT}Intro.\n\n## A {#a}\n`, 'text must follow a section heading');
    invalid('a.md', `${FRONT}## A\n\nText.\n`, 'the heading "## A" names no anchor');
    invalid('a.md', `${FRONT}## A {#a}\n\n## B {#a}\n`, 'the anchor #a is used twice');
    invalid('a.md', `${FRONT}## A *b* {#a}\n`, 'the heading "A *b*" must be plain text');
    invalid('a.md', FRONT, 'a document needs at least one section');
  });
});
