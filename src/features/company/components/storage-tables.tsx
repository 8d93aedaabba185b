import { contentStyles } from '@/components/content-page';
import { VisuallyHidden } from '@/components/visually-hidden';
import { STORAGE_KEYS } from '@/config/constants';

interface StorageItem {
  readonly name: string;
  readonly purpose: string;
  readonly duration: string;
}

const SESSION_COOKIES: readonly StorageItem[] = [
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

/** The cookies the site sets (cookie policy); the visitor cookie's name is the server's. */
export function CookieTable({ visitorCookie }: { readonly visitorCookie: string }) {
  const visitor: StorageItem = {
    name: visitorCookie,
    purpose:
      'The anonymous visitor cookie: a random identifier that lets us count one vote per visitor on each project and count project page views. It contains no name or e-mail address, is not readable by scripts on the page and is never sent to other websites.',
    duration: '12 months',
  };
  return <StorageTable caption="Cookies set by Rampart" items={[...SESSION_COOKIES, visitor]} />;
}

/** The browser's local-storage entries the site keeps (cookie policy). */
export function LocalStorageTable() {
  return <StorageTable caption="Local-storage entries used by Rampart" items={LOCAL_STORAGE} />;
}
