import type { Metadata } from 'next';
import Link from 'next/link';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { CONTACT_EMAILS } from '@/config/site';

export const metadata: Metadata = {
  title: 'Terms and Conditions',
  description:
    'The terms that govern your use of the Rampart website, your Rampart account and our published data.',
};

const UPDATED = '2026-10-01';

const sections: DocumentSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    content: (
      <>
        <p>
          These terms govern your use of the Rampart website, including the Security Leaderboard, project
          pages, blog and your Rampart account (together, the “website”). The website is operated by Rampart
          (“Rampart”, “we”, “us”). By using the website you agree to these terms. If you do not agree, please
          do not use it.
        </p>
        <p>
          Our professional services, such as security audits, Skynet monitoring, Skytrace investigations and
          penetration tests, are provided under a separate written agreement. If that agreement conflicts with
          these terms, the agreement prevails for those services.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the website',
    content: (
      <p>
        You may browse the website without an account. To create an account you must be at least 18 years old
        and able to enter into a binding contract. If you use the website on behalf of an organisation, you
        confirm that you are authorised to accept these terms for it.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>Give accurate information when you sign up, and keep your e-mail address up to date.</li>
        <li>
          Keep your password secret and use a strong one. You are responsible for activity on your account
          unless it results from our failure to protect it.
        </li>
        <li>Tell us at once if you believe that someone else has accessed your account.</li>
        <li>
          To help you with a problem, authorised support staff may view the website as your account sees it.
          Every such session is logged, and staff cannot see your password.
        </li>
        <li>You can close your account at any time from Account Settings or by writing to us.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When you use the website, you agree not to:</p>
        <ul>
          <li>
            submit security-incident reports that you know to be false, or votes intended to manipulate a
            score;
          </li>
          <li>create several accounts or rotate identities to vote more than once on a project;</li>
          <li>
            probe, scan or test the website’s security without our written permission (see responsible
            disclosure below), or interfere with its operation;
          </li>
          <li>
            collect data from the website by automated means beyond what our robots.txt file allows, or at a
            rate that burdens our servers;
          </li>
          <li>
            use the website to distribute malware, phishing links or unlawful content, or to impersonate
            others.
          </li>
        </ul>
        <p>
          We may remove content, reject reports, discard votes and suspend or close accounts that break these
          rules.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'What you submit',
    content: (
      <p>
        When you submit an incident report, vote, survey answer or other content, you confirm that you are
        entitled to do so and you grant us a worldwide, royalty-free, non-exclusive licence to use, verify,
        adapt and publish it as part of the website and our research. We review incident reports before
        publishing them and never publish your e-mail address with a report.
      </p>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content and data',
    content: (
      <>
        <p>
          The website, its design, the Security Scores, rankings, research and text are owned by Rampart or
          its licensors. You may view, share and quote them for personal, non-commercial use and for
          journalism, research and commentary, provided you credit Rampart and link to the source page.
        </p>
        <p>
          Commercial use, including redistribution of scores or bulk data, use in a product or service, or use
          for training machine-learning models, requires our written permission. Project names, logos and
          trademarks belong to their owners and are shown only to identify the projects.
        </p>
      </>
    ),
  },
  {
    id: 'no-advice',
    title: 'No advice and no guarantee',
    content: (
      <p>
        Information on the website is provided for general information only and is not investment, financial,
        legal or tax advice. Scores and alerts may be incomplete, out of date or wrong. Please read our{' '}
        <Link href="/company/disclaimer">Disclaimer</Link>, which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the website',
    content: (
      <p>
        We work to keep the website available and accurate, but we provide it “as is” and “as available”. We
        may change, suspend or withdraw any part of it, including features for signed-in users, at any time.
        Where a change materially affects your account, we will tell you in advance where we reasonably can.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <>
        <p>
          To the fullest extent permitted by law, Rampart is not liable for any indirect or consequential
          loss, or for any loss of profits, revenue, data, tokens or other crypto-assets, arising from your
          use of the website or your reliance on its content. Our total liability to you in connection with
          the website is limited to 100 US dollars.
        </p>
        <p>
          Nothing in these terms excludes or limits liability for death or personal injury caused by
          negligence, for fraud, or any other liability that cannot be excluded or limited by law, and nothing
          affects the rights you have as a consumer under the law of the country where you live.
        </p>
      </>
    ),
  },
  {
    id: 'responsible-disclosure',
    title: 'Responsible disclosure',
    content: (
      <p>
        If you find a security vulnerability in the website, please report it to{' '}
        <a href={`mailto:${CONTACT_EMAILS.security}`}>{CONTACT_EMAILS.security}</a> and give us reasonable
        time to fix it before disclosing it. We will not take legal action against researchers who act in good
        faith, avoid harm to users and data, and follow this process.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms, for example when we add features or when the law changes. The date at the
        top of this page shows the latest version. If a change is significant, we will tell signed-in users by
        e-mail or on the website before it takes effect. Continuing to use the website after that means you
        accept the new terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the law of the country in which Rampart’s contracting entity is
        registered, and its courts have jurisdiction over any dispute, unless mandatory consumer-protection
        law gives you the right to bring proceedings in, or apply the law of, the country where you live.
        Before going to court, please contact us: most problems can be solved quickly by talking.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAILS.legal}`}>{CONTACT_EMAILS.legal}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Terms and Conditions"
      lead="The rules for using the Rampart website and your Rampart account, in plain language."
      updated={UPDATED}
      sections={sections}
    />
  );
}
