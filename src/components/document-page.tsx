import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/config/site';

export interface DocumentSection {
  /** The section's anchor, also used by the table of contents. */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

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

/** A page of running text (company and legal pages): title, optional lead and date, sections with contents. */
export function DocumentPage({ eyebrow, title, lead, updated, sections, children }: DocumentPageProps) {
  const hasToc = sections.length >= 4;
  return (
    <main id={MAIN_CONTENT_ID} className="page">
      <header className="page-hero">
        {eyebrow && <p className="page-eyebrow">{eyebrow}</p>}
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
        {updated && (
          <p className="page-meta">
            Last updated: <time dateTime={updated}>{longDate.format(new Date(`${updated}T00:00:00Z`))}</time>
          </p>
        )}
      </header>
      <div className={hasToc ? 'document document--with-toc' : 'document'}>
        {hasToc && (
          <nav className="document-toc" aria-label="On this page">
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
        <div className="prose">
          {sections.map((section) => (
            <section key={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.content}
            </section>
          ))}
          {children}
        </div>
      </div>
    </main>
  );
}
