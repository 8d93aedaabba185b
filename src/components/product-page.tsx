import Link from 'next/link';
import { MAIN_CONTENT_ID } from '@/config/site';

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
    <main id={MAIN_CONTENT_ID} className="page">
      <header className="page-hero">
        <p className="page-eyebrow">{kind}</p>
        <h1 className="page-title">{name}</h1>
        <p className="page-lead">{lead}</p>
      </header>

      <section className="page-section" aria-labelledby="what-it-is">
        <h2 id="what-it-is" className="section-title">
          What it is
        </h2>
        <div className="split">
          <div>
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3 className="section-subtitle">{overview.coverageTitle}</h3>
            <ul className="check-list">
              {overview.coverage.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="section-title">
          How it works
        </h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page-section" aria-labelledby="what-you-get">
        <h2 id="what-you-get" className="section-title">
          What you get
        </h2>
        <ul className="card-grid">
          {deliverables.map((deliverable) => (
            <li key={deliverable.title} className="card">
              <h3>{deliverable.title}</h3>
              <p>{deliverable.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="faq">
        <h2 id="faq" className="section-title">
          Frequently asked questions
        </h2>
        <div className="faq">
          {faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="cta" aria-labelledby="get-started">
        <h2 id="get-started">{callToAction.title}</h2>
        <p>{callToAction.text}</p>
        {/* ?quote=1 is the site-wide address of the quote request, so this link needs no script of its own. */}
        <Link href="?quote=1" className="button button--primary" scroll={false}>
          Request a Quote
        </Link>
      </section>
    </main>
  );
}
