import type { Metadata } from 'next';
import Link from 'next/link';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { CONTACT_EMAILS } from '@/config/site';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'What personal data Rampart collects when you browse the website, vote, report an incident, request a quote or create an account, why, for how long, and your rights.',
};

const UPDATED = '2026-10-01';

const privacyMail = <a href={`mailto:${CONTACT_EMAILS.privacy}`}>{CONTACT_EMAILS.privacy}</a>;

const sections: DocumentSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        This policy explains how Rampart (“we”, “us”) handles personal data when you use the Rampart website
        and your Rampart account. We are the controller of that data. For any question about this policy or
        your data, write to {privacyMail}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    content: (
      <>
        <h3>When you browse</h3>
        <ul>
          <li>
            <strong>An anonymous visitor identifier</strong>, a random value stored in a cookie, with the
            votes you cast on projects and the project pages you view. It lets us count one vote per visitor
            and measure which projects people are researching. It does not contain your name or e-mail
            address.
          </li>
          <li>
            <strong>Search terms</strong> you type in the project search, to show trending searches and
            improve results.
          </li>
          <li>
            <strong>Usage events</strong> such as page views and steps of the guided tour, recorded in our own
            analytics store to understand how the website is used.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address and browser details, used briefly to deliver
            pages, limit abusive traffic and keep the website secure.
          </li>
          <li>
            <strong>Error reports</strong>: when a page fails, your browser sends us the error message, a
            technical trace and your browser type, so that we can fix the problem.
          </li>
        </ul>
        <h3>When you create an account</h3>
        <ul>
          <li>
            <strong>Your e-mail address and password.</strong> We store only a strong one-way hash of your
            password, never the password itself.
          </li>
          <li>
            <strong>Sign-in with Google</strong>: if you choose it, the name, e-mail address and profile
            picture that Google shares with us, and an identifier that links your Google account to your
            Rampart account.
          </li>
          <li>
            <strong>Verification codes</strong> we e-mail you to confirm your address or reset your password.
            They are stored hashed and expire quickly.
          </li>
          <li>
            <strong>What you add to your account</strong>: profile details and picture, wallet addresses,
            notification settings, watchlists and your answers to our short surveys.
          </li>
        </ul>
        <h3>When you contact us</h3>
        <ul>
          <li>
            <strong>Incident reports</strong>: the project, description and evidence link you submit, and your
            e-mail address so that we can follow up. Your e-mail address is never published.
          </li>
          <li>
            <strong>Quote requests</strong>: your name, e-mail address, company, project details and message,
            so that we can prepare and send a proposal.
          </li>
          <li>
            <strong>Job applications</strong>: your CV and the information you send us, to assess your
            application.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Our legal bases',
    content: (
      <ul>
        <li>
          <strong>Contract</strong>: to provide your account and the features you ask for, and to answer your
          quote request.
        </li>
        <li>
          <strong>Legitimate interests</strong>: to keep the website secure, prevent vote manipulation and
          abuse, produce anonymous statistics, investigate incident reports and improve our service. We
          balance these interests against your rights, and you can object at any time.
        </li>
        <li>
          <strong>Consent</strong>: for anything that requires it, such as optional cookies or marketing
          e-mail. You can withdraw consent at any time.
        </li>
        <li>
          <strong>Legal obligation</strong>: where the law requires us to keep or disclose information.
        </li>
      </ul>
    ),
  },
  {
    id: 'support-access',
    title: 'Support access to accounts',
    content: (
      <p>
        To investigate a problem you report, a small number of authorised support staff can view the website
        as your account sees it. They cannot see your password. Every such session is recorded with the staff
        member, the account and the time, and the records are reviewed regularly.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    content: (
      <>
        <p>We do not sell personal data. We share it only with:</p>
        <ul>
          <li>
            service providers who process it on our behalf and under contract: hosting, databases, e-mail
            delivery, file storage and, for quote requests, our marketing platform;
          </li>
          <li>Google, only if you choose to sign in with Google;</li>
          <li>authorities, where the law requires it or to protect people from harm or fraud;</li>
          <li>a buyer or successor, if Rampart’s business is transferred, under the same protections.</li>
        </ul>
        <p>
          Votes are published only as totals and percentages: no one can see how an individual visitor voted.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    content: (
      <p>
        Our team and some providers work in several countries. When personal data leaves the European Economic
        Area, the United Kingdom or Switzerland, we rely on an adequacy decision or on the standard
        contractual clauses approved for that purpose, together with additional safeguards where needed.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    content: (
      <ul>
        <li>
          Account data: while your account is open, then deleted within 30 days of closure, and from backups
          within 90 days.
        </li>
        <li>Verification codes: until they are used or expire, then deleted.</li>
        <li>The anonymous visitor cookie: 12 months from your last visit.</li>
        <li>
          Raw page-view, search and usage records: up to 25 months, after which only aggregated figures
          remain.
        </li>
        <li>Error reports and server logs: up to 12 months.</li>
        <li>
          Incident reports: as long as the related security alert is published, and at least as long as needed
          to verify it.
        </li>
        <li>Quote requests: 24 months after our last contact, unless you become a client.</li>
        <li>Job applications: six months after the process ends, unless you ask us to keep them longer.</li>
        <li>Records of support access to accounts: 24 months.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect data',
    content: (
      <p>
        The website is served over encrypted connections. Passwords and verification codes are stored only as
        hashes, sign-in attempts are limited, access to production systems is restricted to staff who need it,
        and staff access to accounts is logged. As a security company we test our own systems as we test our
        clients’, and we welcome reports from researchers (see our{' '}
        <Link href="/company/terms-and-conditions#responsible-disclosure">responsible-disclosure terms</Link>
        ).
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have inaccurate data corrected, and data deleted;</li>
          <li>restrict or object to our use of your data, including for statistics;</li>
          <li>receive the data you gave us in a portable format;</li>
          <li>withdraw any consent you gave;</li>
          <li>complain to your data-protection authority.</li>
        </ul>
        <p>
          You can update most account data yourself in Account Settings. For anything else, write to{' '}
          {privacyMail}. We answer within one month and may ask you to confirm your identity first.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <p>
        The cookies and browser storage we use, and how to control them, are described in our{' '}
        <Link href="/company/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        The website is not directed at children and accounts are for people aged 18 or over. If you believe
        that a child has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We will update this policy when our practices change. The date at the top of this page shows the
        current version; if a change is significant, we will tell signed-in users before it takes effect.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="We collect as little personal data as we can, use it only to run and improve Rampart, and never sell it."
      updated={UPDATED}
      sections={sections}
    />
  );
}
