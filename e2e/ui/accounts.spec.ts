import { expect, test, type Page } from '@playwright/test';
import { codeFromMail, createVerifiedUser, mailsTo, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';

const PASSWORD = 'rampart2026';
const dialog = (page: Page) => page.getByRole('dialog');
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(password);
  await dialog(page).getByRole('button', { name: 'Log In' }).click();
}

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
}

test.describe('accounts', () => {
  test('a new user signs up, verifies the mailed code, is signed in, signs out and logs in again', async ({
    page,
  }) => {
    const email = newEmail('signup');
    await open(page, '/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(dialog(page).getByText('Your password should contain numbers and letters')).toBeVisible();
    const submit = dialog(page).getByRole('button', { name: 'Sign Up' });
    await expect(submit).toBeDisabled();

    await dialog(page).getByLabel('Email').fill('not-an-email');
    await expect(dialog(page).getByText('Invalid email.')).toBeVisible();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill('letters');
    await expect(dialog(page).getByText('Password does not meet the requirements.')).toBeVisible();
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    // Valid fields, but the terms are not accepted yet.
    await expect(submit).toBeDisabled();
    await dialog(page).getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(dialog(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    // The resend button counts down from 60 seconds.
    const resend = dialog(page).getByRole('button', { name: /Resend Confirmation Code \((60|59|58)s\)/ });
    await expect(resend).toBeDisabled();
    await expect(
      dialog(page).getByRole('button', { name: /Resend Confirmation Code \(5[0-7]s\)/ }),
    ).toBeVisible({
      timeout: 10_000,
    });
    const verify = dialog(page).getByRole('button', { name: 'Verify' });
    await dialog(page).getByLabel('Verification code').fill('12345');
    await expect(verify).toBeDisabled();
    await dialog(page).getByLabel('Verification code').fill('');
    await expect(dialog(page).getByText('Please input your verification code')).toBeVisible();

    const code = await codeFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog(page).getByLabel('Verification code').fill(wrong);
    await verify.click();
    await expect(dialog(page).getByText('Incorrect or expired verification code')).toBeVisible();
    await dialog(page).getByLabel('Verification code').fill(code);
    await verify.click();
    await expect(page.getByText('Your email has been verified.')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(accountMenu(page)).toBeVisible();

    await signOut(page);

    await logIn(page, email, 'wrong password 1');
    await expect(dialog(page).getByText('Email and password do not match. Please try again.')).toBeVisible();
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(accountMenu(page)).toBeVisible();
    await accountMenu(page).click();
    for (const item of ['Watchlists', 'Guided Tour', 'Account Settings', 'Sign out']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('forgot and reset the password with the mailed code, then log in with the new one', async ({
    page,
    request,
  }) => {
    const email = newEmail('reset');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill('nope');
    await expect(dialog(page).getByText('Invalid email.')).toBeVisible();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();

    // The welcome mail came second; the reset code is the third mail.
    const code = await codeFromMail(email, 3);
    await dialog(page)
      .getByLabel('Reset code')
      .fill(code === '000000' ? '111111' : '000000');
    await dialog(page).getByLabel('Reset code').fill('');
    await expect(dialog(page).getByText('Reset code is required')).toBeVisible();
    await dialog(page)
      .getByLabel('Reset code')
      .fill(code === '000000' ? '111111' : '000000');
    await dialog(page).getByLabel('New password').fill('new password 7');
    await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog(page).getByText('Invalid code provided, please request a code again.')).toBeVisible();
    await dialog(page).getByLabel('Reset code').fill(code);
    await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    // Then signed in automatically with the new password.
    await expect(accountMenu(page)).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    await signOut(page);
    await logIn(page, email, PASSWORD);
    await expect(dialog(page).getByText('Email and password do not match. Please try again.')).toBeVisible();
    await dialog(page).getByLabel('Password').fill('new password 7');
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    await expect(accountMenu(page)).toBeVisible();
  });

  test('shows each validation message and error text where the spec puts it', async ({ page, request }) => {
    const taken = newEmail('taken');
    await createVerifiedUser(request, taken, PASSWORD);
    await open(page, '/');

    await page.getByRole('button', { name: 'Log In' }).click();
    const logInButton = dialog(page).getByRole('button', { name: 'Log In' });
    await expect(logInButton).toBeDisabled();
    await dialog(page).getByLabel('Email').fill('x');
    await dialog(page).getByLabel('Email').fill('');
    await expect(dialog(page).getByText('Please input your email address')).toBeVisible();
    await dialog(page).getByLabel('Password').fill('x');
    await dialog(page).getByLabel('Password').fill('');
    await expect(dialog(page).getByText('Please input your password')).toBeVisible();
    await expect(logInButton).toBeDisabled();

    // A taken e-mail at sign-up, on the e-mail field.
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByLabel('Email').fill(taken);
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('checkbox').check();
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByText('This email has been taken.')).toBeVisible();

    // A right password on an unconfirmed account moves to verify-email; a code for an account verified
    // meanwhile says it is not awaiting authorization.
    const pending = newEmail('pending');
    expect(
      (await request.post('/api/auth/signup', { data: { email: pending, password: PASSWORD } })).status(),
    ).toBe(200);
    await dialog(page).getByRole('button', { name: 'Log In' }).first().click();
    await dialog(page).getByLabel('Email').fill(pending);
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const code = await codeFromMail(pending);
    expect(
      (
        await request.post('/api/auth/verify-email', { data: { email: pending, verificationCode: code } })
      ).status(),
    ).toBe(200);
    await dialog(page).getByLabel('Verification code').fill(code);
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await expect(dialog(page).getByText(`Email ${pending} is not awaiting authorization.`)).toBeVisible();

    // A second reset code within the minute is not sent, and the answer says no more than for any address.
    await dialog(page).getByRole('button', { name: 'Back to login' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(taken);
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Back to login' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(taken);
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const resetMails = async () => (await mailsTo(taken)).filter((mail) => /reset/i.test(mail.subject));
    await expect.poll(async () => (await resetMails()).length).toBe(1);

    // The client's own request budget spent: the API's error, in the spec's words.
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"TooManyRequests"}' }),
    );
    await dialog(page).getByRole('button', { name: 'Back to login' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(taken);
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByText('Attempt limit exceeded, please try after some time.')).toBeVisible();
  });

  test('resend sends a new code once the minute is over, and the countdown starts again', async ({
    page,
    request,
  }) => {
    const email = newEmail('resend');
    expect((await request.post('/api/auth/signup', { data: { email, password: PASSWORD } })).status()).toBe(
      200,
    );
    await codeFromMail(email);
    // The server allows one code a minute per account: the test hook makes the code a minute older, as if the
    // minute had passed.
    expect((await request.post('/api/test-hooks/age-codes', { data: { email, seconds: 61 } })).status()).toBe(
      200,
    );
    await open(page, '/');
    await logIn(page, email, PASSWORD);
    await expect(dialog(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Resend Confirmation Code' }).click();
    await expect(page.getByText(`Confirmation code was sent to ${email}.`)).toBeVisible();
    await expect(
      dialog(page).getByRole('button', { name: /Resend Confirmation Code \(\d+s\)/ }),
    ).toBeDisabled();
    const code = await codeFromMail(email, 2);
    await dialog(page).getByLabel('Verification code').fill(code);
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await expect(accountMenu(page)).toBeVisible();
  });

  test('on a small screen Log In and Sign Up go to their pages', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });

  test('a /my page sends a signed-out visitor to log in, then back', async ({ page, request }) => {
    const email = newEmail('settings');
    await createVerifiedUser(request, email, PASSWORD);
    await page.goto('/my/settings');
    await expect(page).toHaveURL(/\/auth\/login\?error=SessionRequired&callbackUrl=%2Fmy%2Fsettings/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/my\/settings$/);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(/^settings-/);
    await page.getByRole('tab', { name: 'Guided Tour' }).click();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  // Every spelling of another host: absolute, protocol-relative, backslashed, and paths that normalise to `//`.
  const FOREIGN_CALLBACKS = (origin: string) => [
    'https://evil.test/steal',
    '//evil.test/steal',
    '/\\evil.test/steal',
    '/.//evil.test/steal',
    '/..//evil.test/steal',
    `${origin}//evil.test/steal`,
    `${origin}/.//evil.test/steal`,
  ];
  const ourHome = (origin: string) => new RegExp(`^${origin.replace(/[.]/g, '\\.')}/$`);

  test('a signed-in visitor sent to the log-in page with a foreign callbackUrl stays on our origin', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('redirect');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logIn(page, email, PASSWORD);
    // Signed in once the header says so: the log-in page sends a signed-in visitor on.
    await expect(accountMenu(page)).toBeVisible();
    for (const callbackUrl of FOREIGN_CALLBACKS(baseURL!)) {
      await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await expect(page, callbackUrl).toHaveURL(ourHome(baseURL!));
    }
  });

  // One test per spelling: each logs in afresh, and a failure names the spelling.
  const OUR_ORIGIN = '<our origin>';
  for (const spelling of FOREIGN_CALLBACKS(OUR_ORIGIN)) {
    test(`a foreign callbackUrl through /api/auth/signin ends on our origin after the form log-in: ${spelling}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const email = newEmail('signin-redirect');
      await createVerifiedUser(request, email, PASSWORD);
      const callbackUrl = spelling.replace(OUR_ORIGIN, baseURL!);
      await page.goto(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await expect(page).toHaveURL(/\/auth\/login/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
      await expect(page, callbackUrl).toHaveURL(ourHome(baseURL!));
      await expect(accountMenu(page)).toBeVisible();
    });
  }

  test('a callbackUrl to another site ends on our own origin', async ({ page, request }) => {
    const email = newEmail('callback');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/auth/login?callbackUrl=https%3A%2F%2Fevil.test%2Fsteal');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('accounts: failures and limits', () => {
  const failWith500 = (page: Page, path: string) =>
    page.route(`**${path}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"InternalServerError"}',
      }),
    );
  const UNKNOWN = 'An unknown error has occurred. Please try again later.';

  test('the modal starts hidden; any other failure shows the unknown-error message', async ({ page }) => {
    await open(page, '/');
    await expect(dialog(page)).toHaveCount(0);

    // Log-in: an UnknownException from the credentials callback.
    await page.route('**/api/auth/callback/credentials', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ url: `${new URL(page.url()).origin}/auth/login?error=UnknownException` }),
      }),
    );
    await logIn(page, newEmail('unknown'), PASSWORD);
    await expect(dialog(page).getByText(UNKNOWN)).toBeVisible();

    // Sign-up.
    await failWith500(page, '/api/auth/signup');
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByLabel('Email').fill(newEmail('broken'));
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('checkbox').check();
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByText(UNKNOWN)).toBeVisible();

    // Forgot password, then back to login.
    await failWith500(page, '/api/auth/forgot-password');
    await dialog(page).getByRole('button', { name: 'Log In' }).first().click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(newEmail('forgot'));
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByText(UNKNOWN)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Back to login' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
  });

  test('reset, verify and resend failures show the unknown-error message; codes stop at 6 characters', async ({
    page,
  }) => {
    const email = newEmail('limits');
    await open(page, '/');
    // Reset: reached through a real forgot-password request, then the reset call fails.
    await page.getByRole('button', { name: 'Log In' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await dialog(page).getByLabel('Reset code').fill('1234567');
    await expect(dialog(page).getByLabel('Reset code')).toHaveValue('123456');
    await dialog(page).getByLabel('New password').fill('short');
    await expect(dialog(page).getByText('Password does not meet the requirements.')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Reset password' })).toBeDisabled();
    await dialog(page).getByLabel('New password').fill('new password 8');
    await failWith500(page, '/api/auth/reset-forgotten-password');
    await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog(page).getByText(UNKNOWN)).toBeVisible();

    // Verify and resend, on the verify form of an unconfirmed log-in.
    expect(
      (await page.request.post('/api/auth/signup', { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    await dialog(page).getByRole('button', { name: 'Back to login' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await dialog(page).getByLabel('Verification code').fill('9876543');
    await expect(dialog(page).getByLabel('Verification code')).toHaveValue('987654');
    await failWith500(page, '/api/auth/verify-email');
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await expect(dialog(page).getByText(UNKNOWN)).toBeVisible();
    await failWith500(page, '/api/auth/resend-confirmation');
    await dialog(page).getByRole('button', { name: 'Resend Confirmation Code' }).click();
    await expect(dialog(page).getByText(UNKNOWN)).toBeVisible();
  });

  test('a submit is ignored while one is running', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/auth/forgot-password', async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await open(page, '/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(newEmail('twice'));
    await dialog(page).getByLabel('Email').press('Enter');
    await dialog(page).getByLabel('Email').press('Enter');
    await dialog(page).getByLabel('Email').press('Enter');
    await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(calls).toBe(1);
  });

  test("a failed sign-out says 'Something went wrong.'", async ({ page, request }) => {
    const email = newEmail('signout-fail');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logIn(page, email, PASSWORD);
    await expect(accountMenu(page)).toBeVisible();
    await page.route('**/api/auth/signout', (route) => route.abort());
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Something went wrong.')).toBeVisible();
  });
});

test.describe('avatar', () => {
  test('shows the first letter of the e-mail, then the uploaded picture with a per-minute cache buster', async ({
    page,
    request,
  }) => {
    const email = newEmail('avatar');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logIn(page, email, PASSWORD);
    await expect(accountMenu(page)).toHaveText('A');

    await open(page, '/my/settings');
    const picture = await onePixelPng();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
    const username = await page.getByLabel('Username').inputValue();

    await open(page, '/');
    const image = accountMenu(page).getByRole('img');
    await expect(image).toHaveAttribute('src', new RegExp(`^/avatars/${username}\\?t=\\d+$`));
    const response = await page.request.get(`/avatars/${username}`);
    expect(response.headers()['content-type']).toBe('image/webp');
  });
});

test.describe('verify email without a carried e-mail', () => {
  test('the page asks for the e-mail; resend needs a known, well-formed one; the typed one verifies', async ({
    page,
    request,
  }) => {
    const email = newEmail('verify-page');
    expect((await request.post('/api/auth/signup', { data: { email, password: PASSWORD } })).status()).toBe(
      200,
    );
    const code = await codeFromMail(email);
    // The visitor closed the window after signing up: the mail's link leads to the form, carrying nothing.
    const [mail] = await mailsTo(email);
    const link = mail!.raw.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s<>"]+\/auth\/verify-email\b/)?.[0];
    expect(link).toBeDefined();
    await open(page, new URL(link!).pathname);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const emailField = main.getByLabel('Email');
    const resend = main.getByRole('button', { name: 'Resend Confirmation Code' });
    const verify = main.getByRole('button', { name: 'Verify' });

    // Required: 'Please enter your email'; no resend and no verify without a known e-mail.
    await expect(resend).toBeDisabled();
    await emailField.fill('x');
    await emailField.fill('');
    await expect(main.getByText('Please enter your email')).toBeVisible();
    await main.getByLabel('Verification code').fill(code);
    await expect(verify).toBeDisabled();
    await expect(resend).toBeDisabled();
    // Known but not well-formed: still no resend.
    await emailField.fill('someone@');
    await expect(resend).toBeDisabled();
    await expect(verify).toBeDisabled();
    await emailField.fill(email);
    await expect(resend).toBeEnabled();
    await expect(verify).toBeEnabled();

    await verify.click();
    await expect(page.getByText('Your email has been verified.')).toBeVisible();
    // No password was carried over either: the log-in form, with the e-mail filled in.
    await expect(main.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(email);
  });
});

test.describe('account settings', () => {
  test('profile picture and username, wallets, password change and notification switches are kept', async ({
    page,
    request,
  }) => {
    const email = newEmail('settings');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logIn(page, email, PASSWORD);
    await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 });
    await open(page, '/my/settings');

    // Profile: picture upload and removal, the username, the e-mail shown but not editable.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await onePixelPng() });
    await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByText('Your profile picture was removed.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    const username = `settings-${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill('Not Valid!');
    await expect(page.getByText('Use 3 to 24 lower-case letters, digits or dashes.')).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile was saved.')).toBeVisible();

    // Wallets: an address is checked against its chain.
    await page.getByRole('tab', { name: 'Wallets' }).click();
    await page.getByRole('button', { name: 'Add wallet' }).click();
    await page.getByLabel('Address').fill('0x123');
    await page.getByRole('button', { name: 'Save wallets' }).click();
    await expect(page.getByText('This is not a valid address for the chain.')).toBeVisible();
    const address = `0x${'ab'.repeat(20)}`;
    await page.getByLabel('Address').fill(address);
    await page.getByLabel('Label').fill('Cold storage');
    await page.getByRole('button', { name: 'Save wallets' }).click();
    await expect(page.getByText('Your wallets were saved.')).toBeVisible();

    // Password: the current one is checked, the new one follows the sign-up rule.
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill('not the password 1');
    await page.getByLabel('New password').fill('newpassword2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not right.')).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('newpassword2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password was changed. Your other sessions have been signed out.'),
    ).toBeVisible();

    // Notifications: each switch is saved on its own.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const productNews = page.getByRole('switch', { name: /Product news/ });
    const securityAlerts = page.getByRole('switch', { name: /Security alerts/ });
    const wasChecked = await productNews.isChecked();
    await productNews.click();
    await expect(page.getByText('Your notification settings were saved.')).toBeVisible();
    await expect(productNews).toBeChecked({ checked: !wasChecked });

    // Everything is still there after a reload, and the new password logs in.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await page.getByRole('tab', { name: 'Wallets' }).click();
    await expect(page.getByLabel('Address')).toHaveValue(address);
    await expect(page.getByLabel('Label')).toHaveValue('Cold storage');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(productNews).toBeChecked({ checked: !wasChecked });
    await expect(securityAlerts).toBeVisible();
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const login = await request.post('/api/auth/callback/credentials', {
      form: { csrfToken, email, password: 'newpassword2026', json: 'true', callbackUrl: '/' },
    });
    expect(login.status()).toBe(200);
  });

  test('the unsubscribe link of a mail stops the notification mails without signing in', async ({
    page,
    request,
  }) => {
    const email = newEmail('unsubscribe');
    await createVerifiedUser(request, email, PASSWORD);
    let link = '';
    await expect
      .poll(async () => {
        const welcome = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Welcome'));
        // Quoted-printable mails break long lines with a trailing '='.
        link =
          welcome?.raw.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s<>"]+\/unsubscribe\/[\w-]+/)?.[0] ?? '';
        return link;
      })
      .toMatch(/\/unsubscribe\//);

    await open(page, new URL(link).pathname);
    await expect(page.getByText('Stop notification mails?')).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();

    // The account's switches are all off now.
    await open(page, '/');
    await logIn(page, email, PASSWORD);
    // A log-in hashes the password: slower than the default wait on a busy machine.
    await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 });
    await open(page, '/my/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    for (const name of [/Security alerts/, /Score drops/, /Product news/]) {
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
    }

    await open(page, '/unsubscribe/not-a-real-link');
    await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  });
});

/** A 1 × 1 PNG: enough for the server to decode, check and re-encode. */
async function onePixelPng(): Promise<Buffer> {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

test.describe('Sign in with Google', () => {
  const signInWithGoogle = async (page: Page, email: string) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await dialog(page).getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByPlaceholder('Enter any login').fill(email);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(accountMenu(page)).toBeVisible();
  };

  test('signs a new user in through the identity provider', async ({ page }) => {
    const email = newEmail('google');
    await signInWithGoogle(page, email);
    const profile = await page.request.get('/api/user/profile');
    expect(await profile.json()).toMatchObject({ email, hasPassword: false });
    const requests = (await (
      await fetch(`http://127.0.0.1:${process.env.E2E_OIDC_PORT}/e2e/authorize-requests`)
    ).json()) as string[];
    const last = new URLSearchParams(requests.at(-1));
    expect(last.get('identity_provider')).toBe('Google');
    expect(last.get('response_type')).toBe('code');
    expect(last.get('scope')?.split(' ').sort()).toEqual(
      ['aws.cognito.signin.user.admin', 'email', 'openid', 'profile'].sort(),
    );
    expect(last.get('redirect_uri')).toMatch(/\/api\/auth\/callback\/cognito$/);
  });

  test("an account a stranger pre-registered with the address is replaced: the stranger's password no longer works", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = newEmail('preregistered');
    const strangersPassword = 'strangers pass 1';
    // Someone else signs up with the address and never verifies it.
    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(
      (await stranger.post('/api/auth/signup', { data: { email, password: strangersPassword } })).status(),
    ).toBe(200);
    // The address's owner signs in with Google.
    await signInWithGoogle(page, email);
    expect(await (await page.request.get('/api/user/profile')).json()).toMatchObject({
      email,
      hasPassword: false,
    });
    // The stranger's password is gone with the account it was set on.
    const { csrfToken } = (await (await stranger.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const login = await stranger.post('/api/auth/callback/credentials', {
      form: { csrfToken, email, password: strangersPassword, json: 'true', callbackUrl: baseURL! },
    });
    const { url } = (await login.json()) as { url: string };
    expect(new URL(url).searchParams.get('error')).toBe('NotAuthorizedException');
    expect(
      ((await (await stranger.get('/api/auth/session')).json()) as { user?: unknown }).user,
    ).toBeUndefined();
    await stranger.dispose();
  });

  test('a provider that answers the app slowly still signs the user in', async ({ page }) => {
    const idp = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
    // Its discovery document, read at the sign-in and again at the callback, comes 4 s late for the next 30 s.
    expect((await fetch(`${idp}/e2e/slow?ms=4000&for=30000`, { method: 'POST' })).ok).toBe(true);
    const email = newEmail('slow-provider');
    try {
      await signInWithGoogle(page, email);
      const { delayed } = (await (await fetch(`${idp}/e2e/slow`)).json()) as { delayed: number };
      expect(delayed).toBeGreaterThanOrEqual(2);
    } finally {
      await fetch(`${idp}/e2e/slow?ms=0&for=0`, { method: 'POST' });
    }
    expect(await (await page.request.get('/api/user/profile')).json()).toMatchObject({ email });
  });

  test('links a verified e-mail that already has an account', async ({ page, request }) => {
    const email = newEmail('linked');
    await createVerifiedUser(request, email, PASSWORD);
    await signInWithGoogle(page, email);
    const profile = await page.request.get('/api/user/profile');
    // The account that signed up with a password, now reached through Google.
    expect(await profile.json()).toMatchObject({ email, hasPassword: true });
  });
});
