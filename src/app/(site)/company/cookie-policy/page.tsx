import type { Metadata } from 'next';
import Link from 'next/link';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { STORAGE_KEYS } from '@/config/constants';
import { CONTACT_EMAILS } from '@/config/site';
import { VISITOR_COOKIE } from '@/server/http/visitor';
import { VisuallyHidden } from '@/components/visually-hidden';
import { contentStyles } from '@/components/content-page';

export const metadata: Metadata = {
  title: 'Cookie Policy',
  description:
    'The cookies and browser storage the Rampart website uses: the session cookie, the anonymous visitor cookie for votes and page views, and the cookieConsent setting.',
};

const UPDATED = '2026-10-01';

interface StorageItem {
  readonly name: string;
  readonly purpose: string;
  readonly duration: string;
}

const COOKIES: readonly StorageItem[] = [
  {
    name: 'next-auth.session-token (on HTTPS: __Secure-next-auth.session-token)',
    purpose:
      'The session cookie. It keeps you signed in as you move between pages. It is set only when you sign in and is not readable by scripts on the page.',
    duration: 'Until you sign out or the session expires',
  },
  {
    name: 'next-auth.csrf-token and next-auth.callback-url (with a __Host- or __Secure- prefix on HTTPS)',
    purpose:
      'Protect the sign-in forms against cross-site request forgery, and return you to the page you were on after signing in.',
    duration: 'Until you close your browser',
  },
  {
    name: VISITOR_COOKIE,
    purpose:
      'The anonymous visitor cookie: a random identifier that lets us count one vote per visitor on each project and count project page views. It contains no name or e-mail address, is not readable by scripts on the page and is never sent to other websites.',
    duration: '12 months',
  },
];

const LOCAL_STORAGE: readonly StorageItem[] = [
  {
    name: STORAGE_KEYS.cookieConsent,
    purpose:
      "Remembers that you clicked 'I Accept' on the cookie notice, so that the notice is not shown again.",
    duration: 'Until you clear your browser’s site data',
  },
  {
    name: STORAGE_KEYS.ignoredBannerContent,
    purpose: 'Remembers which announcement banner you dismissed, so that it stays hidden.',
    duration: 'Until you clear your browser’s site data',
  },
  {
    name: STORAGE_KEYS.userType,
    purpose: 'Your answer to the short “which best describes you?” survey, so that we do not ask again.',
    duration: 'Until you clear your browser’s site data',
  },
  {
    name: STORAGE_KEYS.surveyLastNotificationTime,
    purpose: 'When we last invited you to answer a survey, so that we do not ask too often.',
    duration: 'Until you clear your browser’s site data',
  },
];

function StorageTable({ caption, items }: { caption: string; items: readonly StorageItem[] }) {
  return (
    <div className={contentStyles.tableScroll}>
      <table>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <td>
                <code>{item.name}</code>
              </td>
              <td>{item.purpose}</td>
              <td>{item.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const sections: DocumentSection[] = [
  {
    id: 'what-are-cookies',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          A cookie is a small text file that a website stores in your browser and that the browser sends back
          with each request to that website. Local storage is a similar store that only the website’s own
          pages can read; its contents are never sent to our servers automatically.
        </p>
        <p>
          Rampart uses a small number of first-party cookies and local-storage entries to keep you signed in,
          count votes and page views fairly, and remember your choices. We do not use advertising cookies and
          we do not let advertisers track you on our website.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-we-set',
    title: 'Cookies we set',
    content: (
      <>
        <StorageTable caption="Cookies set by Rampart" items={COOKIES} />
        <p>
          The session cookie and the sign-in cookies are strictly necessary: without them you cannot sign in.
          The <code>{VISITOR_COOKIE}</code> cookie is needed for voting, which is how we stop a single visitor
          voting many times on the same project, and it lets us count page views without identifying you.
        </p>
      </>
    ),
  },
  {
    id: 'local-storage',
    title: 'What we keep in local storage',
    content: <StorageTable caption="Local-storage entries used by Rampart" items={LOCAL_STORAGE} />,
  },
  {
    id: 'third-parties',
    title: 'Third-party cookies',
    content: (
      <ul>
        <li>
          If you choose <strong>Sign in with Google</strong>, Google sets its own cookies on its own domain
          while you sign in, under Google’s privacy policy.
        </li>
        <li>
          When the quote form is provided by our marketing platform, HubSpot, it may set its own cookies (such
          as <code>hubspotutk</code>) to link your request to your later visits. These are described in
          HubSpot’s cookie policy.
        </li>
        <li>
          If we ever add another third-party cookie, we will list it here before we use it and ask for your
          consent where the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: 'The cookie notice',
    content: (
      <p>
        On your first visit a notice explains that we use cookies. When you click <strong>I Accept</strong>,
        we store <code>{STORAGE_KEYS.cookieConsent}</code> = <code>true</code> in local storage so that the
        notice is not shown again. Clearing your browser’s site data for Rampart removes that setting and the
        notice returns.
      </p>
    ),
  },
  {
    id: 'control',
    title: 'How to control cookies',
    content: (
      <>
        <p>
          You can view and delete cookies and site data in your browser’s settings, and block cookies for all
          or some websites. If you block Rampart’s cookies you can still browse scores and articles, but you
          will not be able to sign in, and your votes will not be recorded.
        </p>
        <p>
          For more about how we handle personal data, see our{' '}
          <Link href="/company/privacy-policy">Privacy Policy</Link>. Questions:{' '}
          <a href={`mailto:${CONTACT_EMAILS.privacy}`}>{CONTACT_EMAILS.privacy}</a>.
        </p>
      </>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Cookie Policy"
      lead="Which cookies and browser storage Rampart uses, why, and how to control them."
      updated={UPDATED}
      sections={sections}
    />
  );
}
