import { Fragment, type ReactNode } from 'react';
import { DocumentPage, type DocumentSection } from '@/components/document-page';

/** A company or legal page's text as the server reads it from content/company. */
export interface CompanyDocumentContent {
  readonly title: string;
  readonly eyebrow: string;
  readonly lead: string;
  /** `YYYY-MM-DD`, shown as "Last updated". */
  readonly updated?: string;
  readonly sections: readonly {
    readonly id: string;
    readonly title: string;
    /** Text as HTML rendered from Markdown, or the name of a block the page draws there. */
    readonly parts: readonly ({ readonly html: string } | { readonly block: string })[];
  }[];
}

/**
 * A company or legal page: its document's sections in order, each block named in the text drawn by the element
 * given for it. A block the text names but the page does not give, or the reverse, is an error.
 */
export function CompanyDocument({
  document,
  blocks = {},
}: {
  readonly document: CompanyDocumentContent;
  readonly blocks?: Readonly<Record<string, ReactNode>>;
}) {
  const named = document.sections.flatMap((section) =>
    section.parts.flatMap((part) => ('block' in part ? [part.block] : [])),
  );
  for (const name of Object.keys(blocks)) {
    if (!named.includes(name)) throw new Error(`The document "${document.title}" has no block {{> ${name}}}`);
  }
  const sections = document.sections.map((section): DocumentSection => {
    const [only] = section.parts;
    if (section.parts.length === 1 && only && 'html' in only) {
      return { id: section.id, title: section.title, html: only.html };
    }
    const content = section.parts.map((part, index) => {
      // Rendered from Markdown on the server with every piece of source text escaped (server/content/markdown.ts).
      if ('html' in part) return <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />;
      if (!(part.block in blocks)) {
        throw new Error(`The page of "${document.title}" gives no block {{> ${part.block}}}`);
      }
      return <Fragment key={index}>{blocks[part.block]}</Fragment>;
    });
    return { id: section.id, title: section.title, content };
  });
  return (
    <DocumentPage
      eyebrow={document.eyebrow}
      title={document.title}
      lead={document.lead}
      updated={document.updated}
      sections={sections}
    />
  );
}
