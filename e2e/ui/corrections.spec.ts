import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { ensureVerifiedUser, mailsTo, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { expectMessage, logInAs } from '../support/session';

// e2e/support/flags.json turns impersonationTool on for this address: staff by the impersonation tool's rule.
const STAFF = 'staff@e2e.rampart.test';
const PASSWORD = 'rampart2026';

/** Signs a user up and verifies it; an account made already (by another spec on this server) is kept. */
interface IncidentRow {
  readonly id: number;
  readonly project: { readonly id: string } | null;
}

/** A scored project with two recent confirmed incidents: one to withdraw, one whose correction is refused. */
async function projectWithTwoIncidents(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/v1/incidents?project=with&limit=100')).json()) as {
    data: IncidentRow[];
  };
  const counts = new Map<string, number>();
  for (const incident of answer.data) {
    if (incident.project) counts.set(incident.project.id, (counts.get(incident.project.id) ?? 0) + 1);
  }
  for (const [id, count] of counts) {
    if (count < 2) continue;
    if ((await scoreOf(request, id)) !== null) return id;
  }
  throw new Error('no scored project with two recent incidents in the data');
}

async function scoreOf(request: APIRequestContext, projectId: string): Promise<number | null> {
  const answer = (await (await request.get(`/api/v1/projects/${projectId}`)).json()) as {
    data: { score: { value: number | null } | null };
  };
  return answer.data.score?.value ?? null;
}

const corrections = (page: Page) => page.getByRole('region', { name: 'Corrections' });

/** A small button in the site's look (src/components/button.ts), not the browser's bare one. */
async function expectSmallSiteButton(button: Locator, background: string) {
  await expect(button).toHaveCSS('height', '24px');
  await expect(button).toHaveCSS('border-radius', '4px');
  await expect(button).toHaveCSS('background-color', background);
}
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';
// --color-primary.
const PRIMARY = 'rgb(29, 78, 216)';
const alertItems = (page: Page) => page.locator('#security-alerts').getByRole('listitem');

/** Asks for a correction of the first incident the Corrections section lists; returns the claim's words. */
async function askForIncidentCorrection(page: Page, reason: string): Promise<string> {
  const button = corrections(page)
    .getByRole('button', { name: /^Request a correction: incident of / })
    .first();
  const label = (await button.getAttribute('aria-label'))!;
  await expectSmallSiteButton(button, TRANSPARENT);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Request a correction' });
  await dialog.getByLabel(/Why is it wrong/).fill(reason);
  await dialog.getByLabel(/Evidence links/).fill('https://example.com/post-mortem');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expectMessage(
    page,
    'Thank you. Your request is in the public Corrections log of this project until staff decide.',
  );
  return label.replace('Request a correction: ', '');
}

/** Staff decide the pending request about `claim` on /staff/corrections, in a browser of their own. */
async function decideAsStaff(
  browser: Browser,
  claim: string,
  decision: 'Accept' | 'Reject',
  reason?: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, '/');
  await logInAs(page, STAFF, PASSWORD);
  await open(page, '/staff/corrections');
  await expect(page.getByRole('heading', { name: 'Correction requests' })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Pending correction requests' })
    .getByRole('listitem')
    .filter({ hasText: claim })
    .first();
  await expectSmallSiteButton(item.getByRole('button', { name: 'Accept' }), PRIMARY);
  await expectSmallSiteButton(item.getByRole('button', { name: 'Reject' }), WHITE);
  if (reason) await item.getByLabel('Reason for a rejection (public)').fill(reason);
  await item.getByRole('button', { name: decision }).click();
  await expectMessage(
    page,
    decision === 'Accept'
      ? 'Correction accepted: the claim is withdrawn and the score recomputed.'
      : 'Correction rejected. The reason is shown in the public log.',
  );
  await context.close();
}

test.describe('corrections', () => {
  test('"Prove it" and its two checks are buttons in the site\'s look', async ({ page, request }) => {
    const user = newEmail('prove-ownership');
    await ensureVerifiedUser(request, user, PASSWORD);
    // Ethereum lists a website in the shipped data, so its page offers the proof.
    await open(page, '/projects/ethereum');
    await logInAs(page, user, PASSWORD);
    const prove = corrections(page).getByRole('button', { name: 'Prove it' });
    await expectSmallSiteButton(prove, TRANSPARENT);
    await prove.click();
    await expectSmallSiteButton(corrections(page).getByRole('button', { name: 'Check DNS' }), WHITE);
    await expectSmallSiteButton(corrections(page).getByRole('button', { name: 'Check the file' }), WHITE);
  });

  test('a user asks for a correction of an incident; staff accept it, and the page, score, history, log and mail say so; a rejection changes nothing but the log', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const user = newEmail('corrections');
    await ensureVerifiedUser(request, STAFF, PASSWORD);
    await ensureVerifiedUser(request, user, PASSWORD);
    const projectId = await projectWithTwoIncidents(request);
    const scoreBefore = await scoreOf(request, projectId);

    await open(page, `/projects/${projectId}`);
    await logInAs(page, user, PASSWORD);
    const alertsBefore = await alertItems(page).count();
    const claim = await askForIncidentCorrection(
      page,
      'This incident hit a fork of the project, not the project.',
    );

    // Only staff see the queue: the user is told there is no such page.
    await open(page, '/staff/corrections');
    await expect(page.getByRole('heading', { name: 'Correction requests' })).toHaveCount(0);

    await decideAsStaff(browser, claim, 'Accept');

    // The page is rendered afresh: the incident is gone, the score moved, the history and log explain it.
    await expect
      .poll(
        async () => {
          await reloadProjectPage(page, projectId);
          return alertItems(page).count();
        },
        { timeout: 45_000 },
      )
      .toBe(alertsBefore - 1);
    const scoreAfter = await scoreOf(request, projectId);
    expect(scoreAfter).not.toBe(scoreBefore);
    await expect(
      corrections(page).getByRole('button', { name: `Request a correction: ${claim}` }),
    ).toHaveCount(0);
    const history = page.locator('#score-history');
    await expect(
      history.getByText(new RegExp(`correction #\\d+ accepted: ${escapeRegExp(claim)} withdrawn`)),
    ).toBeVisible();
    const log = corrections(page).getByRole('list', { name: 'Corrections log' });
    const accepted = log.getByRole('listitem').filter({ hasText: claim }).first();
    await expect(accepted).toContainText('Asked by A user');
    await expect(accepted).toContainText('Accepted');
    await expect(log).not.toContainText(user);
    await expect
      .poll(async () => (await mailsTo(user)).map((mail) => mail.subject).join('\n'), { timeout: 15_000 })
      .toContain('Correction request accepted');

    // A rejection: its reason is public, and the claim and the score stay.
    const alertsAfterAccept = await alertItems(page).count();
    const second = await askForIncidentCorrection(page, 'We were never hacked, this is made up.');
    await decideAsStaff(browser, second, 'Reject', 'The team’s own post-mortem confirms the incident.');
    // The cached page is rendered afresh in the background: reloaded until it shows the decision.
    await expect
      .poll(
        async () => {
          await reloadProjectPage(page, projectId);
          return corrections(page).getByText('The team’s own post-mortem confirms the incident.').count();
        },
        { timeout: 45_000 },
      )
      .toBeGreaterThan(0);
    const rejected = corrections(page)
      .getByRole('list', { name: 'Corrections log' })
      .getByRole('listitem')
      .filter({ hasText: second })
      .first();
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText('The team’s own post-mortem confirms the incident.');
    expect(await alertItems(page).count()).toBe(alertsAfterAccept);
    expect(await scoreOf(request, projectId)).toBe(scoreAfter);
    await expect
      .poll(async () => (await mailsTo(user)).map((mail) => mail.subject).join('\n'), { timeout: 15_000 })
      .toContain('Correction request rejected');
  });
});

/** A full load of the project page, never a jump to its fragment within the page already shown. */
async function reloadProjectPage(page: Page, projectId: string) {
  await page.goto('about:blank');
  await open(page, `/projects/${projectId}#corrections`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
