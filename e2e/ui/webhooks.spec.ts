import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';

const PASSWORD = 'rampart2026';

interface Received {
  readonly body: string;
  readonly headers: http.IncomingHttpHeaders;
}

/** A webhook receiver on loopback, as a user's server would be; `status` decides its answer. */
async function startReceiver(port = 0, status: () => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with the shown secret: the Standard Webhooks library's check, as /developers shows it. */
function verifies(secret: string, got: Received): boolean {
  try {
    new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** A signed-in user watching `projectId`, on Account Settings' Webhooks tab, with an endpoint at `url` added. */
async function userWithWebhook(page: Page, label: string, projectId: string, url: string): Promise<string> {
  const email = newEmail(label);
  await createVerifiedUser(page.request, email, PASSWORD);
  await open(page, '/');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  // The password hash is checked at argon2's cost: on a busy machine that takes seconds.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  const list = await page.request.post('/api/watchlist/create', {
    data: { name: 'Hooked', projects: [projectId] },
  });
  expect(list.status()).toBe(200);

  await open(page, '/my/settings');
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  await page.getByLabel('Webhook URL').fill(url);
  await page.getByLabel('Webhook URL').press('Enter');
  const secret = page.getByLabel('Signing secret', { exact: true });
  await expect(secret).toHaveText(/^whsec_[0-9a-f]{64}$/);
  const shown = (await secret.textContent())!;
  await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  const endpoint = page.getByRole('listitem', { name: `Webhook ${url}` });
  await expect(endpoint.getByText('Active')).toBeVisible();
  return shown;
}

async function raiseAlert(page: Page, projectId: string): Promise<number> {
  const raised = await page.request.post('/api/test-hooks/alert', { data: { projectId } });
  expect(raised.status()).toBe(200);
  return ((await raised.json()) as { alertId: number }).alertId;
}

test.describe('webhooks of watchlist alerts', () => {
  // Sign-up and log-in at argon2's cost, then the deliveries, on a busy machine: more than the default minute.
  test.setTimeout(120_000);

  test('a loopback receiver gets the alert of a watched project, signed with the secret shown once', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      const url = `http://127.0.0.1:${receiver.port}/rampart`;
      const secret = await userWithWebhook(page, 'webhook', 'vabble', url);
      // Shown once: the list of endpoints never carries it.
      const listed = await page.request.get('/api/user/webhooks');
      expect(await listed.text()).not.toContain(secret);

      const alertId = await raiseAlert(page, 'vabble');
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
      const got = receiver.received[0]!;
      expect(verifies(secret, got)).toBe(true);
      expect(JSON.parse(got.body)).toMatchObject({
        id: `alert:${alertId}`,
        type: 'watchlist.security_alert',
        project: { id: 'vabble' },
        alert: { id: alertId, type: 'Exploit' },
      });

      // The settings show the delivery; the secret is gone after a reload.
      await page.reload();
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      const deliveries = page.getByRole('list', { name: 'Last deliveries' });
      await expect(
        deliveries.getByText(new RegExp(`alert:${alertId} · delivered · 1 attempt · HTTP 200`)),
      ).toBeVisible();
      await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);

      // Remove, through the keyboard-reachable confirmation.
      await page.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Your webhook was removed.')).toBeVisible();
      await expect(page.getByText('No webhooks yet.')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('a receiver that is down gets the alert once it is back', async ({ page }) => {
    // A port that nobody listens on, for now.
    const gone = await startReceiver();
    await gone.close();
    const url = `http://127.0.0.1:${gone.port}/rampart`;
    const secret = await userWithWebhook(page, 'webhook-down', 'edgeware', url);
    const alertId = await raiseAlert(page, 'edgeware');

    // The first attempt finds nobody and is scheduled again.
    await expect
      .poll(
        async () => {
          const body = (await (await page.request.get('/api/user/webhooks')).json()) as {
            endpoints: { deliveries: { status: string; attempts: number; lastError: string | null }[] }[];
          };
          return body.endpoints[0]?.deliveries[0];
        },
        { timeout: 20_000 },
      )
      .toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED' });

    const back = await startReceiver(gone.port);
    try {
      // The retry is due 10 s after the failure: the test hook makes it due now, as if the delay had passed.
      expect((await page.request.post('/api/test-hooks/webhooks-due', { data: {} })).status()).toBe(200);
      await expect.poll(() => back.received.length, { timeout: 20_000 }).toBe(1);
      expect(verifies(secret, back.received[0]!)).toBe(true);
      expect(JSON.parse(back.received[0]!.body)).toMatchObject({ id: `alert:${alertId}` });
      await page.reload();
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await expect(
        page.getByText(new RegExp(`alert:${alertId} · delivered · 2 attempts · HTTP 200`)),
      ).toBeVisible();
    } finally {
      await back.close();
    }
  });

  test('an endpoint on a private address is refused with a clear error', async ({ page }) => {
    await userWithWebhook(page, 'webhook-private', 'vabble', 'http://127.0.0.1:9/first');
    await page.getByLabel('Webhook URL').fill('https://10.0.0.8/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    // The form's error line, announced (the page has other live regions: the route announcer).
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'This URL cannot receive webhooks: it must start with https:// and reach a public internet address.',
      }),
    ).toBeVisible();
  });
});
