import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hydrated } from './navigation';

/**
 * The serious and critical axe-core violations of the whole page, each as `rule: targets`. The page is checked as
 * a visitor works with it, once React has hydrated it: before that its controls are disabled and busy
 * (src/hooks/use-ready-control.ts), and WCAG 1.4.3 asks no contrast of an inactive control, which axe cannot tell
 * from an active one.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await hydrated(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
