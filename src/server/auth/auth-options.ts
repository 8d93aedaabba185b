import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import type { CallbacksOptions, NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { credentialsInput } from '@/contracts/auth';
import { env } from '@/config/env';
import { sameOriginPath } from '@/lib/same-origin-path';
import { getDb } from '../db/db';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../errors/app-error';
import { clientKey } from '../http/rate-limit';
import { recordImpersonationEnds } from '../impersonation/record-impersonation-end';
import { log } from '../log';
import { authenticateUser } from './authenticate-user';
import { authSecret } from './auth-secret';
import { findUserById } from './find-user';
import { noteDatabaseOutage } from './session-outage';
import { resolveSessionUser, revokeSession } from './session-user';
import { signInWithOidc } from './sign-in-with-oidc';

/** The OIDC provider behind "Sign in with Google" (Cognito's hosted UI in production), with id `cognito`. */
export const OIDC_PROVIDER_ID = 'cognito';
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
/**
 * How long the app waits for each answer of the identity provider's back channel (its discovery document, read at
 * every sign-in and every callback, then its token endpoint and keys). The OpenID client's own default, 3.5 s,
 * failed sign-ins ("OAuthSignin") whenever the provider or this server was that slow for a moment.
 */
export const OIDC_HTTP_TIMEOUT_MS = 10_000;

type JwtCallback = CallbacksOptions['jwt'];

interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

export function isGoogleSignInConfigured(): boolean {
  const config = env();
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

function oidcProvider(): OAuthConfig<OidcProfile> | null {
  const config = env();
  if (!isGoogleSignInConfigured()) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: 'Google',
    type: 'oauth',
    wellKnown: `${config.OIDC_ISSUER!.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    idToken: true,
    checks: ['pkce', 'state'],
    httpOptions: { timeout: OIDC_HTTP_TIMEOUT_MS },
    authorization: {
      params: {
        response_type: 'code',
        scope: `email openid profile ${config.OIDC_ADMIN_SCOPE}`,
        identity_provider: 'Google',
      },
    },
    profile: (profile) => ({
      id: profile.sub,
      name: profile.name ?? null,
      email: profile.email ?? null,
      image: profile.picture ?? null,
    }),
  };
}

// next-auth reports failures by the Error's message in the `error` query parameter: our codes are those names.
function authorizeError(error: unknown): Error {
  if (error instanceof AppError) return new Error(error.code);
  if (isDatabaseUnavailable(error)) {
    noteDatabaseOutage();
    return new Error('UnknownException');
  }
  log.error({ err: error }, 'log-in failed unexpectedly');
  return new Error('UnknownException');
}

/**
 * Where next-auth may send the browser after sign-in or sign-out: a page of our own origin, else home. The same
 * rule as the log-in page's (`sameOriginPath`), so that no spelling of another host survives either.
 */
export function ownOriginUrl(url: string, baseUrl: string): string {
  const path = sameOriginPath(url, baseUrl);
  return path === '/' ? baseUrl : new URL(path, baseUrl).href;
}

/** The client address of the request next-auth is serving, for the impersonation log. */
async function requestAddress(): Promise<string> {
  try {
    return clientKey(await headers());
  } catch {
    // Outside a request (next-auth driven directly): no address to give.
    return 'unknown';
  }
}

/** The session token of a sign-in, or the current one checked against the database (an ended one throws). */
async function sessionToken({ token, user, account, profile }: Parameters<JwtCallback>[0]): Promise<JWT> {
  const db = await getDb();
  if (account && user) {
    // A new session: bind it to our user and its current session version.
    let userId = user.id;
    if (account.provider === OIDC_PROVIDER_ID) {
      const oidcProfile = profile as OidcProfile;
      const found = await signInWithOidc(db, {
        provider: OIDC_PROVIDER_ID,
        subject: account.providerAccountId,
        email: oidcProfile.email!,
        isEmailVerified: true,
        image: oidcProfile.picture ?? null,
      });
      userId = found.id;
    }
    const current = await findUserById(db, userId);
    if (!current) throw new Error('SessionRevoked');
    return { sub: current.id, sv: current.sessionVersion, sid: randomUUID() };
  }
  // Every read of the session checks that it was not ended since.
  const sessionUser = await resolveSessionUser(db, token, { address: await requestAddress() });
  if (!sessionUser) throw new Error('SessionRevoked');
  return {
    ...token,
    name: sessionUser.username,
    email: sessionUser.email,
    picture: sessionUser.image,
    hasPicture: sessionUser.hasPicture,
  };
}

/**
 * next-auth's error codes that a client causes with what it sends, and the level they are logged at: a session
 * cookie that does not decrypt or was ended (debug: every stale browser sends one), an OAuth callback carrying the
 * provider's `error` or failing its state and PKCE checks (warn). Anything else is ours, and logged as an error.
 */
const CLIENT_CAUSED_CODES: Partial<Record<string, 'debug' | 'warn'>> = {
  JWT_SESSION_ERROR: 'debug',
  SESSION_ERROR: 'debug',
  OAUTH_CALLBACK_HANDLER_ERROR: 'warn',
  OAUTH_CALLBACK_ERROR: 'warn',
  CSRF_TOKEN_MISMATCH: 'warn',
};

/** The type of what next-auth passed along (an Error, or an object holding one), without its message. */
function errorTypeOf(metadata: unknown): string | undefined {
  const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
  return error instanceof Error ? error.name : undefined;
}

/** The next-auth configuration: credentials over our user pool, the OIDC provider, JWT sessions we can end. */
export function authOptions(): NextAuthOptions {
  const oidc = oidcProvider();
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    // Our own pages, in the site's shell: next-auth redirects its sign-in and error pages to them.
    pages: { signIn: '/auth/login', error: '/auth/error' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials, request) {
          const parsed = credentialsInput.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error('NotAuthorizedException');
          const headers = new Headers();
          for (const [name, value] of Object.entries(request.headers ?? {})) {
            if (typeof value === 'string') headers.set(name, value);
          }
          try {
            const user = await authenticateUser(await getDb(), {
              ...parsed.data,
              address: clientKey(headers),
            });
            return {
              id: user.id,
              email: user.email,
              name: user.username,
              sessionVersion: user.sessionVersion,
            };
          } catch (error) {
            throw authorizeError(error);
          }
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
    callbacks: {
      redirect: ({ url, baseUrl }) => ownOriginUrl(url, baseUrl),
      signIn({ account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const verified = (profile as OidcProfile | undefined)?.email_verified;
        return Boolean(profile?.email) && (verified === true || verified === 'true');
      },
      async jwt(params) {
        try {
          return await sessionToken(params);
        } catch (error) {
          if (isDatabaseUnavailable(error)) noteDatabaseOutage();
          throw error;
        }
      },
      session({ session, token }) {
        // An impersonated session says when its hour is up (the server ends it then, whatever the cookie says).
        const endsAt =
          token.adminId && token.impersonationEndsAt ? new Date(token.impersonationEndsAt) : null;
        return {
          expires:
            endsAt && endsAt.getTime() < new Date(session.expires).getTime()
              ? endsAt.toISOString()
              : session.expires,
          user: {
            id: token.sub!,
            username: token.name ?? '',
            email: token.email ?? '',
            image: token.picture ?? null,
            hasPicture: token.hasPicture ?? false,
            ...(token.adminId ? { adminId: token.adminId } : {}),
          },
        };
      },
    },
    events: {
      async signOut({ token }) {
        try {
          if (token?.adminId && token.sid) {
            await recordImpersonationEnds(await getDb(), {
              of: { sessionId: token.sid },
              reason: 'sign-out',
              address: await requestAddress(),
            });
          }
          if (token) await revokeSession(await getDb(), token);
        } catch (error) {
          // The session must not end in the browser while its token stays valid: the sign-out answers 503.
          if (isDatabaseUnavailable(error)) noteDatabaseOutage();
          throw error;
        }
      },
    },
    logger: {
      error(code, metadata) {
        const level = CLIENT_CAUSED_CODES[code];
        if (level) {
          // The client's doing (a garbage or ended session cookie, a provider's error sent back by the browser,
          // a tampered OAuth state): a code and the error's type, never the text, which may be the client's own.
          log[level]({ nextAuthCode: code, errorType: errorTypeOf(metadata) }, 'next-auth refused a request');
          return;
        }
        // `nextAuthCode`, not `code`: the logger redacts `code` (one-time codes), and this one names the failure.
        log.error(
          { nextAuthCode: code, err: metadata instanceof Error ? metadata.message : metadata },
          'next-auth error',
        );
      },
      warn(code) {
        log.warn({ nextAuthCode: code }, 'next-auth warning');
      },
      debug() {},
    },
  };
}
