import Link from 'next/link';
import { ContentPage, contentStyles, PageHero, PageSection } from '@/components/content-page';
import styles from './product-page.module.css';

export interface ProductStep {
  readonly title: string;
  readonly text: string;
}

export interface ProductDeliverable {
  readonly title: string;
  readonly text: string;
}

export interface ProductFaq {
  readonly question: string;
  readonly answer: string;
}

/** Everything a product page says, as data: the layout below is shared by all products. */
export interface ProductContent {
  /** The product's name, the page's only h1. */
  readonly name: string;
  /** A short kind of service shown above the name, e.g. "Smart-contract audit". */
  readonly kind: string;
  readonly lead: string;
  readonly overview: {
    readonly paragraphs: readonly string[];
    readonly coverageTitle: string;
    readonly coverage: readonly string[];
  };
  readonly steps: readonly ProductStep[];
  readonly deliverables: readonly ProductDeliverable[];
  readonly faqs: readonly ProductFaq[];
  readonly callToAction: { readonly title: string; readonly text: string };
}

/** The layout of the product pages: what it is, how it works, what you get, questions, and a quote request. */
export function ProductPage({ content }: { content: ProductContent }) {
  const { name, kind, lead, overview, steps, deliverables, faqs, callToAction } = content;
  return (
    <ContentPage>
      <PageHero eyebrow={kind} title={name} lead={lead} />

      <PageSection id="what-it-is" title="What it is">
        <div className={styles.split}>
          <div>
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3 className={styles.subtitle}>{overview.coverageTitle}</h3>
            <ul className={styles.checkList}>
              {overview.coverage.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <PageSection id="how-it-works" title="How it works">
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="what-you-get" title="What you get">
        <ul className={contentStyles.cardGrid}>
          {deliverables.map((deliverable) => (
            <li key={deliverable.title} className={contentStyles.card}>
              <h3>{deliverable.title}</h3>
              <p>{deliverable.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="faq" title="Frequently asked questions">
        <div className={styles.faq}>
          {faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>

      <section className={styles.cta} aria-labelledby="get-started">
        <h2 id="get-started">{callToAction.title}</h2>
        <p>{callToAction.text}</p>
        {/* ?quote=1 is the site-wide address of the quote request, so this link needs no script of its own. */}
        <Link
          href="?quote=1"
          className={`${contentStyles.button} ${contentStyles.buttonPrimary}`}
          scroll={false}
        >
          Request a Quote
        </Link>
      </section>
    </ContentPage>
  );
}
