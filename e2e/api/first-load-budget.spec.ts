import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIRST_LOAD_JS_BUDGETS } from '../../src/config/budgets';

// The first-load JavaScript of the production build against its budget (src/config/budgets.ts): the scripts a
// page's HTML names, each compressed as the server sends it, summed.

/** The same-origin scripts a page's HTML loads or preloads, in order, each once. */
function scriptsOf(html: string, origin: string): string[] {
  const found = new Set<string>();
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script');
    const isPreload =
      /\brel="(?:preload|modulepreload)"/.test(tag) &&
      (/\bas="script"/.test(tag) || /modulepreload/.test(tag));
    if (!isScript && !isPreload) continue;
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    const url = new URL(src.replaceAll('&amp;', '&'), origin);
    if (url.origin === origin) found.add(url.pathname + url.search);
  }
  return [...found];
}

async function firstLoadBytes(request: APIRequestContext, path: string, origin: string) {
  const page = await request.get(path);
  expect(page.status(), path).toBe(200);
  const scripts = scriptsOf(await page.text(), origin);
  let bytes = 0;
  for (const script of scripts) {
    const response = await request.get(script);
    expect(response.status(), script).toBe(200);
    bytes += gzipSync(await response.body(), { level: 6 }).byteLength;
  }
  return { bytes, scripts };
}

test.describe('first-load budgets', () => {
  test('reads the scripts and preloaded scripts a page names, not other links', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a.css"/><link rel="preload" as="script" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/c.js" async=""></script><script>self.__next_f.push([1,""])</script>' +
      '<script src="https://elsewhere.test/d.js"></script><link rel="preload" as="image" href="/e.png"/>' +
      '<script src="/_next/static/chunks/b.js"></script>';
    expect(scriptsOf(html, 'http://x.test')).toEqual([
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  for (const budget of FIRST_LOAD_JS_BUDGETS) {
    test(`${budget.path}: its first load stays within ${budget.kilobytes} KB of compressed JavaScript`, async ({
      request,
      baseURL,
    }) => {
      const { bytes, scripts } = await firstLoadBytes(request, budget.path, new URL(baseURL!).origin);
      expect(scripts.length, 'scripts named by the page').toBeGreaterThan(0);
      // The figure in the run's output, for docs/decisions/0017-first-load-budget.md.
      console.log(`${budget.path}: first load ${(bytes / 1024).toFixed(1)} KB of ${budget.kilobytes} KB`);
      expect(bytes / 1024, `${scripts.length} scripts`).toBeLessThanOrEqual(budget.kilobytes);
    });
  }
});
