import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './content-page.module.css';

/** The main element of a content page (products, resources, blog, company, legal). */
export function ContentPage({
  isNarrow,
  children,
}: {
  readonly isNarrow?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <main id={MAIN_CONTENT_ID} className={isNarrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      {children}
    </main>
  );
}

/** A content page's opening: a small line above the title, the title (the page's only h1), a lead, a date line. */
export function PageHero({
  eyebrow,
  title,
  lead,
  meta,
}: {
  readonly eyebrow?: ReactNode;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly meta?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {meta && <p className={styles.meta}>{meta}</p>}
    </header>
  );
}

/** A titled section of a content page; `id` names its heading. */
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** Markdown or document text, with its headings, lists, tables and code in the site's type. */
export function Prose({
  html,
  className,
  children,
}: {
  readonly html?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  const classes = className ? `${styles.prose} ${className}` : styles.prose;
  // The HTML is rendered from Markdown on the server with every piece of source text escaped
  // (server/content/markdown.ts).
  if (html !== undefined) return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={classes}>{children}</div>;
}

export { styles as contentStyles };
