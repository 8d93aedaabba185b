import type { NextConfig } from 'next';
import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_SIZES, IMAGE_SIZES } from './src/config/constants';
import { parseEnv } from './src/config/env';
import {
  CONTENT_CACHE_CONTROL,
  CONTENT_PAGES,
  LIVE_CACHE_CONTROL,
  LIVE_PAGES,
} from './src/config/shared-cache';

const config = parseEnv(process.env);
const isDev = config.NODE_ENV !== 'production';

// Outside hosts are allowed only for the integrations an operator switched on: the marketing platform's quote
// form (HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID) and Google Analytics (GA_MEASUREMENT_ID).
const hubspot = config.HUBSPOT_PORTAL_ID && config.HUBSPOT_FORM_ID;
const scriptHosts = [
  ...(hubspot ? ['https://js.hsforms.net', 'https://*.hsforms.net', 'https://*.hscollectedforms.net'] : []),
  ...(config.GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com'] : []),
];
const connectHosts = [
  ...(hubspot ? ['https://*.hsforms.com', 'https://*.hubspot.com'] : []),
  ...(config.GA_MEASUREMENT_ID ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : []),
];
const extra = (hosts: string[]) => (hosts.length ? ` ${hosts.join(' ')}` : '');

// Strict by default: same-origin everything; inline styles for Ant Design's CSS-in-JS; inline scripts for
// Next's bootstrap; eval only in development (React Refresh).
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}${extra(scriptHosts)}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${extra(config.GA_MEASUREMENT_ID ? ['https://*.google-analytics.com'] : [])}`,
  "font-src 'self' data:",
  `connect-src 'self'${extra(connectHosts)}`,
  `frame-src ${hubspot ? 'https://*.hsforms.net https://*.hsforms.com' : "'none'"}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// The policy of everything that is a picture, from the optimiser or our own routes.
const IMAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox;";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page it sends, in JavaScript, for an ETag: for the home page that was a sixth of the
  // server's time per request. Pages are cached for seconds and compressed in transit; a 304 would spare a
  // browser little, and a cache in front keeps its own validators (decision 0013).
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole tree before any suite builds the app (its typecheck suite); the build's own
  // check of the same sources would only repeat it. Any other build checks.
  typescript: { ignoreBuildErrors: process.env.RAMPART_SOURCES_TYPECHECKED === '1' },
  // A cached page may be served stale while it is rendered again, for at most 10 minutes: a shared cache in
  // front must not keep serving a page much older than its revalidation period.
  expireTime: 600,
  experimental: {
    // Pages served from the page cache (the home's plain views, project pages) are kept in each instance's
    // memory only, never written under .next: instances started from one build on different databases must
    // not serve each other's pages.
    isrFlushToDisk: false,
  },
  // Native and WASM packages are loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'sharp'],
  images: {
    // The optimiser answers only for the device widths, image sizes and quality the site asks for.
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    qualities: [IMAGE_DEFAULT_QUALITY],
    localPatterns: [{ pathname: '/logos/**' }, { pathname: '/images/**' }],
    // The optimiser sets its own CSP on every image it serves, replacing ours: it keeps Next's default rules
    // (no script, no frame, sandbox) and adds the ones every response of ours carries.
    contentSecurityPolicy: IMAGE_CONTENT_SECURITY_POLICY,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        ],
      },
      // Pages that are the same for every visitor say so, for a shared cache in front (docs/deployment.md). Next
      // keeps a Cache-Control set here rather than its own `s-maxage`, except on errors, which stay private.
      ...LIVE_PAGES.map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: LIVE_CACHE_CONTROL }],
      })),
      ...CONTENT_PAGES.map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: CONTENT_CACHE_CONTROL }],
      })),
      // Pictures and logos are data, never documents: opened on their own they may run nothing, load nothing
      // and be framed by nobody. Listed after the site-wide rule, so that this policy is the one sent (a route's
      // own header would be overwritten by the one above).
      ...['/avatars/:path*', '/logos/:path*', '/badge/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: IMAGE_CONTENT_SECURITY_POLICY }],
      })),
    ];
  },
};

export default nextConfig;
