import type { Metadata } from 'next';
import Link from 'next/link';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { CONTACT_EMAILS, SCORE_METHODOLOGY_HREF } from '@/config/site';

export const metadata: Metadata = {
  title: 'Disclaimer',
  description:
    'Rampart Security Scores, alerts and research are information, not investment advice or a guarantee of safety. What they are, what they are not, and their limits.',
};

const UPDATED = '2026-10-01';

const sections: DocumentSection[] = [
  {
    id: 'not-advice',
    title: 'No investment, legal or tax advice',
    content: (
      <>
        <p>
          Everything published on this website, including Security Scores, tiers, rankings, category scores,
          security alerts, monitoring data, audit summaries, blog articles and social-media posts, is general
          information about the security of blockchain projects. It is not financial, investment, legal, tax
          or accounting advice, and it is not a recommendation to buy, sell or hold any token, asset or
          service.
        </p>
        <p>
          Crypto-assets are highly risky and you can lose all the money you put into them. Make your own
          decisions, and consult a qualified, independent adviser where appropriate.
        </p>
      </>
    ),
  },
  {
    id: 'scores',
    title: 'What a Security Score is, and is not',
    content: (
      <>
        <p>
          A Security Score is the output of a published, automated methodology applied to the signals we hold
          about a project at a point in time: audits, incidents, operations, team, governance, market and
          community data. The methodology, its weights and its limits are explained in{' '}
          <Link href={SCORE_METHODOLOGY_HREF}>How the Rampart Security Score works</Link>.
        </p>
        <ul>
          <li>
            A high score does not mean that a project is safe, free of vulnerabilities or honestly run. New
            flaws, stolen keys and malicious insiders can cause losses at any time.
          </li>
          <li>
            A low score does not mean that a project is a scam or that its team acted wrongly. It may simply
            reflect missing evidence, a young project or a past incident that has since been fixed.
          </li>
          <li>
            Signals can be incomplete, out of date or wrong. Each score is shown with its coverage and
            confidence, and each signal with its state (measured, stale or not available), so that you can
            judge how much evidence stands behind it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data',
    title: 'Sources and accuracy',
    content: (
      <>
        <p>
          We gather data from public blockchains, public repositories, audit reports, market-data providers,
          project disclosures and reports submitted by our community. We check what we can, but we cannot
          verify every figure and we do not warrant that any information on this website is accurate, complete
          or current.
        </p>
        <p>
          Where a figure is unknown, the website says so (&ldquo;not available&rdquo;, &ldquo;Not monitored
          yet&rdquo;) rather than estimating it, and every record taken from a public data set names its
          source and licence.
        </p>
      </>
    ),
  },
  {
    id: 'audits',
    title: 'Audits and other services',
    content: (
      <p>
        An audit, penetration test or monitoring engagement reviews a defined scope at a defined time. It
        reduces risk but cannot eliminate it, and it says nothing about code, systems or changes outside its
        scope. The terms of each engagement are set out in the agreement with the client concerned. Reports
        published on this website are provided for information; readers who are not parties to that agreement
        cannot rely on them as a warranty of any kind.
      </p>
    ),
  },
  {
    id: 'independence',
    title: 'Independence and conflicts of interest',
    content: (
      <p>
        Rampart provides paid security services to some of the projects it scores. Clients are scored by the
        same published methodology as every other project, they cannot pay to change a score, an alert or a
        ranking, and a paid audit counts exactly as any other completed audit. Our staff may not trade tokens
        of a project while they are working on an engagement for it or on an incident that involves it.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Links and third-party content',
    content: (
      <p>
        The website links to project websites, block explorers, audit reports and social networks operated by
        others. We do not control them and are not responsible for their content, availability or security.
        Always check that you are on the genuine site before connecting a wallet or signing a transaction.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <p>
        To the fullest extent permitted by law, Rampart is not liable for any loss or damage arising from the
        use of, or reliance on, information published on this website, including any trading or investment
        loss. The full terms are set out in our{' '}
        <Link href="/company/terms-and-conditions">Terms and Conditions</Link>. Nothing in this disclaimer
        limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'corrections',
    title: 'Corrections',
    content: (
      <p>
        If you believe that information about a project is wrong, write to{' '}
        <a href={`mailto:${CONTACT_EMAILS.general}`}>{CONTACT_EMAILS.general}</a> with the evidence. We review
        every request and correct errors promptly; a correction changes the underlying signal, and the score
        follows from it by the published method.
      </p>
    ),
  },
];

export default function DisclaimerPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Disclaimer"
      lead="Our scores and research help you ask better questions about a project. They are not a promise that it is safe."
      updated={UPDATED}
      sections={sections}
    />
  );
}
