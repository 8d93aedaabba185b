import type { ReactNode } from 'react';
import { escapeHtml } from '@/lib/escape-html';
import { ContentPage, PageHero, Prose } from './content-page';
import styles from './document-page.module.css';

interface DocumentSectionHeading {
  /** The section's anchor, also used by the table of contents. */
  readonly id: string;
  readonly title: string;
}

/**
 * A section of the document under its heading: elements, or HTML rendered from Markdown on the server with every
 * piece of source text escaped (server/content/markdown.ts).
 */
export type DocumentSection = DocumentSectionHeading &
  ({ readonly content: ReactNode } | { readonly html: string });

interface DocumentPageProps {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead?: ReactNode;
  /** `YYYY-MM-DD`: the day the text last changed, shown as "Last updated". */
  readonly updated?: string;
  /** Long documents list their sections in a table of contents beside the text. */
  readonly sections: readonly DocumentSection[];
  readonly children?: ReactNode;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A section given as HTML, under the same heading as a section given as elements. */
function sectionHtml({ id, title, html }: DocumentSectionHeading & { readonly html: string }): string {
  return `<h2 id="${escapeHtml(id)}">${escapeHtml(title)}</h2>${html}`;
}

/** A page of running text (company and legal pages): title, optional lead and date, sections with contents. */
export function DocumentPage({ eyebrow, title, lead, updated, sections, children }: DocumentPageProps) {
  const hasToc = sections.length >= 4;
  return (
    <ContentPage>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        meta={
          updated && (
            <>
              Last updated:{' '}
              <time dateTime={updated}>{longDate.format(new Date(`${updated}T00:00:00Z`))}</time>
            </>
          )
        }
      />
      <div className={hasToc ? `${styles.document} ${styles.withToc}` : styles.document}>
        {hasToc && (
          <nav className={styles.toc} aria-label="On this page">
            <h2>On this page</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <Prose>
          {sections.map((section) =>
            'html' in section ? (
              <section key={section.id} dangerouslySetInnerHTML={{ __html: sectionHtml(section) }} />
            ) : (
              <section key={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {section.content}
              </section>
            ),
          )}
          {children}
        </Prose>
      </div>
    </ContentPage>
  );
}
