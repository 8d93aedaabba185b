import type { Metadata } from 'next';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { siteBaseUrl } from '@/config/base-url';
import {
  FEED_SCORE_CHANGE_POINTS,
  MAX_WEBHOOK_ENDPOINTS_PER_USER,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@/config/constants';
import { DATA_SOURCES } from '@/config/data-sources';
import { EndpointReference } from '@/features/developers/components/endpoint-reference';
import { endpointViews, EXAMPLE_LIST_ITEMS } from '@/server/api-v1/endpoint-views';
import { OPENAPI_PATH } from '@/server/api-v1/openapi';
import { API_V1_MAX_AGE_SECONDS, API_V1_RATE_LIMIT } from '@/server/api-v1/public-get';
import { getDb } from '@/server/db/db';

const VERIFY_SNIPPET = `import { Webhook } from 'standardwebhooks';

// headers: as received (webhook-id, webhook-timestamp, webhook-signature); rawBody: the body's exact text.
function isFromRampart(secret, headers, rawBody) {
  try {
    new Webhook(secret).verify(rawBody, headers);
    return true;
  } catch {
    return false;
  }
}`;

export const metadata: Metadata = {
  title: 'Developers',
  description:
    'Rampart’s public read API: projects and their Security Scores with the evidence, score history, incidents, audits and the methodology, with its OpenAPI document, limits and licences; alert feeds, score badges and signed webhooks.',
};

// The example answers are read from the data as it is now.
export const dynamic = 'force-dynamic';

export default async function DevelopersPage() {
  const endpoints = await endpointViews(await getDb());
  const origin = siteBaseUrl();
  const sections: DocumentSection[] = [
    {
      id: 'overview',
      title: 'Overview',
      content: (
        <>
          <p>
            The public API under <code>/api/v1</code> is read-only and needs no account; any website may call
            it from the browser (CORS is open for GET). Its reference is the OpenAPI 3.1 document at{' '}
            <a href={OPENAPI_PATH}>
              <code>{OPENAPI_PATH}</code>
            </a>
            , generated from the same contracts that check every request and answer. This page shows it with
            an example request per endpoint and the answer it gives today (lists cut to their first{' '}
            {EXAMPLE_LIST_ITEMS} items).
          </p>
          <p>
            Lists are paged: pass the <code>nextCursor</code> of an answer as <code>cursor</code> to get the
            next page; it is <code>null</code> on the last one. A cursor marks the last row shown, so the next
            page starts right after it even when the data changes in between. A parameter that is unknown or
            out of range answers <code>400</code> with{' '}
            <code>{'{"error":"ValidationError","message":"…"}'}</code>.
          </p>
        </>
      ),
    },
    {
      id: 'limits',
      title: 'Limits and caching',
      content: (
        <ul>
          <li>
            Each client may make {API_V1_RATE_LIMIT.points} requests per {API_V1_RATE_LIMIT.windowSeconds}{' '}
            seconds. Every answer says where it stands in <code>RateLimit-Limit</code>,{' '}
            <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds); past the limit the
            answer is <code>429</code> with <code>Retry-After</code>.
          </li>
          <li>
            Answers may be kept for {API_V1_MAX_AGE_SECONDS} seconds (<code>Cache-Control</code>). Each has an{' '}
            <code>ETag</code>: send it back in <code>If-None-Match</code> and an unchanged answer is a{' '}
            <code>304</code> without a body.
          </li>
        </ul>
      ),
    },
    {
      id: 'licences',
      title: 'Licences',
      content: (
        <>
          <p>
            Every answer carries <code>licence</code> and <code>sources</code>: the data keeps the licence of
            the data set it comes from, and reusing it means crediting those data sets. The audits from the
            Trail of Bits list are CC BY-SA 4.0: what you redistribute of them stays under CC BY-SA 4.0. See{' '}
            <a href="/company/data-sources">Data sources</a> for each snapshot.
          </p>
          <ul>
            {DATA_SOURCES.map((source) => (
              <li key={source.id}>
                <strong>{source.name}</strong> ({source.licence}): {source.attribution}.
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'feeds-and-badges',
      title: 'Feeds and badges',
      content: (
        <ul>
          <li>
            <a href="/security-alerts/feed.xml">
              <code>/security-alerts/feed.xml</code>
            </a>{' '}
            is an Atom feed of the confirmed security incidents. It takes the filters of{' '}
            <a href="/security-alerts">Security Alerts</a> as query parameters, <code>?chain=Ethereum</code>{' '}
            for one chain, say.
          </li>
          <li>
            <code>/projects/{'{id}'}/feed.xml</code> follows one project: its incidents, its audits and each
            change of its score of {FEED_SCORE_CHANGE_POINTS} points or more, with the reason for it. Each
            project page links to its own.
          </li>
          <li>
            <code>/badge/{'{id}'}.svg</code> draws the project&rsquo;s Security Score and grade (or &ldquo;Not
            enough data&rdquo;) for a README or a website; each project page gives the Markdown and HTML to
            embed it, linking back to the page.
          </li>
        </ul>
      ),
    },
    {
      id: 'webhooks',
      title: 'Webhooks',
      content: (
        <>
          <p>
            A signed-in user can add up to {MAX_WEBHOOK_ENDPOINTS_PER_USER} HTTPS endpoints in Account
            Settings, under Webhooks. Each confirmed security alert of a project on their watchlists is then
            POSTed as JSON to every endpoint, signed in the{' '}
            <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> scheme with the endpoint&rsquo;s
            secret, which is shown once when the endpoint is added: <code>webhook-id</code>,{' '}
            <code>webhook-timestamp</code> and <code>webhook-signature</code> headers, which the{' '}
            <code>standardwebhooks</code> library of your language checks (it refuses a delivery more than
            five minutes old, so a copy cannot be replayed later).
          </p>
          <p>
            Any 2xx answer within {WEBHOOK_TIMEOUT_MS / 1000} seconds is a delivery. Anything else is tried
            again, for {WEBHOOK_RETRY_WINDOW_MS / 3_600_000} hours; then the endpoint is disabled and its
            owner mailed. A delivery&rsquo;s <code>webhook-id</code> (and its body&rsquo;s <code>id</code>)
            stays the same on every attempt, so a receiver can drop a repeat. Verifying a delivery in Node, on
            the raw body before any JSON parsing:
          </p>
          {/* It scrolls sideways on a narrow screen: the keyboard can reach it. */}
          <pre tabIndex={0} aria-label="Verifying a webhook delivery in Node">
            <code>{VERIFY_SNIPPET}</code>
          </pre>
        </>
      ),
    },
    ...endpoints.map((endpoint) => ({
      id: endpoint.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''),
      title: endpoint.summary,
      content: <EndpointReference endpoint={endpoint} origin={origin} />,
    })),
  ];
  return (
    <DocumentPage
      eyebrow="Resources"
      title="Developers"
      lead="Read Rampart's Security Scores, their evidence, incidents, audits and the methodology from your own code: a public, read-only API."
      sections={sections}
    />
  );
}
