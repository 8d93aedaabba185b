import type { Metadata } from 'next';
import Link from 'next/link';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { BLOG_PATH, CONTACT_EMAILS, PRODUCT_LINKS, SCORE_METHODOLOGY_HREF } from '@/config/site';

export const metadata: Metadata = {
  title: 'About',
  description:
    'Rampart is a blockchain security company: transparent Security Scores for every project we follow, and audits, monitoring, fund tracing and penetration tests for the teams that build them.',
};

const PRODUCT_LINES: Record<string, string> = {
  '/products/security-audit': ': manual reviews of smart contracts before launch and after every upgrade.',
  '/products/skynet': ': around-the-clock monitoring of contracts, privileged wallets and social channels.',
  '/products/skytrace': ': tracing of stolen funds and forensic evidence for recovery.',
  '/products/pentest': ': attacks on the applications, infrastructure and keys around the contracts.',
};

const sections: DocumentSection[] = [
  {
    id: 'mission',
    title: 'Our mission',
    content: (
      <>
        <p>
          Billions of dollars are lost every year to exploits, stolen keys, rug pulls and scams, and most of
          the people who lose them had no practical way to judge the risk beforehand. Audit reports are long
          and technical, incident data is scattered, and marketing drowns out everything else.
        </p>
        <p>
          Rampart exists to answer one question clearly for anyone who asks it:{' '}
          <strong>how safe is this blockchain project?</strong> We collect the evidence, score it with a
          published method, and show our working, so that investors, users and builders can make informed
          decisions.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    content: (
      <>
        <p>
          The <Link href="/">Security Leaderboard</Link> ranks every project we follow by its Security Score,
          from 0 to 100, across six categories: Code Security, Operational Resilience, Fundamental Health,
          Governance Strength, Market Stability and Community Trust. Each project page lists its audits,
          security alerts, on-chain monitoring data and the signals behind its score.
        </p>
        <p>For the teams that build these projects, we offer four security services:</p>
        <ul>
          {PRODUCT_LINKS.map((product) => (
            <li key={product.href}>
              <Link href={product.href}>{product.label}</Link>
              {PRODUCT_LINES[product.href]}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'principles',
    title: 'What we stand for',
    content: (
      <ul>
        <li>
          <strong>Transparency.</strong> Every formula and weight of the Security Score is published. Anyone
          can <Link href={SCORE_METHODOLOGY_HREF}>recompute a score by hand</Link>, and every project page
          shows which signals moved it.
        </li>
        <li>
          <strong>Independence.</strong> Scores cannot be bought. Projects that hire us are scored by exactly
          the same method as everyone else, and a paid audit counts the same as any other completed audit.
        </li>
        <li>
          <strong>Honesty about what we do not know.</strong> Missing evidence is shown as missing, with
          coverage and confidence beside every score, rather than hidden in a single number.
        </li>
        <li>
          <strong>Responsible disclosure.</strong> When we find a vulnerability in live code, we tell the team
          privately first and give them time to fix it before anything is published.
        </li>
      </ul>
    ),
  },
  {
    id: 'team',
    title: 'Our team',
    content: (
      <p>
        Rampart is a small, remote team of smart-contract auditors, penetration testers, incident responders,
        data engineers and product developers working across European and Asian time zones. Our engineers have
        reviewed lending markets, exchanges, bridges and wallets, and responded to incidents on most major
        chains. We are always interested in meeting people who care about this work: see our{' '}
        <Link href="/company/careers">open roles</Link>.
      </p>
    ),
  },
  {
    id: 'community',
    title: 'Working with the community',
    content: (
      <p>
        Much of what we know comes from the people who use these projects every day. Anyone can vote on
        whether a project is safe and report an incident from the home page; every report is reviewed by our
        team before it appears in Security Alerts. Our research is published on the{' '}
        <Link href={BLOG_PATH}>blog</Link> and on our social channels, linked at the bottom of every page.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <ul>
        <li>
          General enquiries: <a href={`mailto:${CONTACT_EMAILS.general}`}>{CONTACT_EMAILS.general}</a>
        </li>
        <li>
          Reporting a vulnerability:{' '}
          <a href={`mailto:${CONTACT_EMAILS.security}`}>{CONTACT_EMAILS.security}</a>
        </li>
        <li>
          Services: use <strong>Request a Quote</strong> on any product page.
        </li>
      </ul>
    ),
  },
];

export default function AboutPage() {
  return (
    <DocumentPage
      eyebrow="Company"
      title="About Rampart"
      lead="We measure how safe blockchain projects are, in the open, and help the teams behind them become safer."
      sections={sections}
    />
  );
}
