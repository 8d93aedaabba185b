import { env } from './env';

/**
 * The site's public origin for links that outlive a request (sitemap, robots.txt): NEXTAUTH_URL, which the
 * deployment sets to its public address, or the local default. No trailing slash.
 */
export function siteBaseUrl(): string {
  return (env().NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
