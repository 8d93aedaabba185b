// OIDC: an identity provider's proof of an address never hands a stranger's account (or password) to its owner.
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './support/client';
import { closeBrowser, newBrowserContext } from './support/browser';
import { newEmail } from './support/users';

describe('sign-in with an identity provider', () => {
  afterAll(closeBrowser);

  it("OIDC-1 an account pre-registered by a stranger is replaced when its owner signs in with Google: the stranger's password no longer works", async () => {
    const email = newEmail('victim');
    const strangersPassword = 'strangers pass 42';
    // The stranger signs up with the victim's address and a password of their own, and never verifies it.
    const stranger = new Client();
    expect((await stranger.post('/api/auth/signup', { email, password: strangersPassword })).status).toBe(
      200,
    );
    expect(await stranger.logIn(email, strangersPassword)).toBe('UserNotConfirmedException');

    // The address's owner signs in with Google (the suite's OpenID provider), in a real browser.
    const context = await newBrowserContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByPlaceholder('Enter any login').fill(email);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const profile = (await (await page.request.get('/api/user/profile')).json()) as {
      email: string;
      hasPassword: boolean;
    };
    expect(profile).toMatchObject({ email, hasPassword: false });

    // The stranger's password opens nothing, and the victim's data stays the victim's.
    expect(await stranger.logIn(email, strangersPassword)).toBe('NotAuthorizedException');
    expect((await stranger.session()).user).toBeUndefined();
    expect((await stranger.get('/api/user/profile')).status).toBe(401);
    expect((await stranger.get('/api/watchlist')).status).toBe(401);
    await context.close();
  });
});
