import 'server-only';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/config/env';
import {
  verifyOwnershipInput,
  type OwnershipTokenOutput,
  type VerifyOwnershipInput,
} from '@/contracts/corrections';
import type { SessionUser } from '@/contracts/auth';
import { authSecret } from '../auth/auth-secret';
import type { Executor } from '../db/client';
import { projectOwners, projects } from '../db/schema';
import { AppError } from '../errors/app-error';
import { log } from '../log';
import {
  OutboundRefused,
  resolveAllowed,
  safeFetchText,
  systemResolver,
  type FetchTextOptions,
  type Resolver,
} from '../net/safe-fetch';

export const OWNERSHIP_FILE_PATH = '/.well-known/rampart.txt';
const TOKEN_PREFIX = 'rampart-verification=';

/** Injected in tests: a loopback fake's resolver and certificate. */
export type OwnershipCheckOptions = Partial<FetchTextOptions>;

/** The token a user publishes for a project: derived from the secret, so nothing needs storing. */
export function ownershipToken(projectId: string, userId: string): string {
  const digest = createHmac('sha256', authSecret())
    .update(`ownership:${projectId}:${userId}`)
    .digest('base64url');
  return `${TOKEN_PREFIX}${digest.slice(0, 32)}`;
}

async function websiteHostOf(db: Executor, projectId: string): Promise<string | null> {
  const [project] = await db
    .select({ website: projects.website })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('ProjectNotFound');
  if (!project.website) return null;
  try {
    const url = new URL(project.website);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : null;
  } catch {
    return null;
  }
}

/** What to publish, and where: a DNS TXT record on the website's name, or the file on the website. */
export async function getOwnershipToken(
  db: Executor,
  user: Pick<SessionUser, 'id'>,
  projectId: string,
): Promise<OwnershipTokenOutput> {
  const host = await websiteHostOf(db, projectId);
  return {
    token: ownershipToken(projectId, user.id),
    dnsName: host ? host.replace(/:\d+$/, '') : null,
    fileUrl: host ? `https://${host}${OWNERSHIP_FILE_PATH}` : null,
  };
}

const hasToken = (lines: readonly string[], token: string) => lines.some((line) => line.trim() === token);

/**
 * Checks that the signed-in user published their token for the project, by a DNS TXT record on the website's
 * host name or in https://<website>/.well-known/rampart.txt, fetched through the outbound guard (public
 * addresses only, pinned, no redirects). On success the user is recorded as speaking for the project; otherwise
 * 422 OwnershipNotProven (a website that resolves to a private address included).
 */
export async function verifyOwnership(
  db: Executor,
  user: Pick<SessionUser, 'id'>,
  input: VerifyOwnershipInput,
  options: OwnershipCheckOptions = {},
  now = new Date(),
): Promise<{ projectId: string; method: 'dns' | 'file'; verifiedAt: string }> {
  const { projectId, method } = verifyOwnershipInput.parse(input);
  const host = await websiteHostOf(db, projectId);
  if (!host) throw new AppError('OwnershipNotProven', 'the project has no website');
  const token = ownershipToken(projectId, user.id);
  const policy: FetchTextOptions & { resolver: Resolver } = {
    allowLoopback: env().OUTBOUND_ALLOW_LOOPBACK === 'on',
    resolver: systemResolver,
    ...options,
  };
  let isProven = false;
  try {
    if (method === 'dns') {
      const name = host.replace(/:\d+$/, '');
      // The name must itself be a public one: a TXT record of an internal name proves nothing about a website.
      await resolveAllowed(name, policy, policy.resolver);
      const records = await policy.resolver.resolveTxt(name);
      isProven = hasToken(
        records.map((chunks) => chunks.join('')),
        token,
      );
    } else {
      const answer = await safeFetchText(`https://${host}${OWNERSHIP_FILE_PATH}`, policy);
      isProven = answer.status === 200 && hasToken(answer.text.split(/\r?\n/), token);
    }
  } catch (error) {
    log.info(
      { projectId, method, reason: error instanceof OutboundRefused ? error.reason : 'dns' },
      'ownership check failed',
    );
    throw new AppError(
      'OwnershipNotProven',
      error instanceof OutboundRefused ? error.reason : 'lookup failed',
    );
  }
  if (!isProven) throw new AppError('OwnershipNotProven', 'token not found');
  await db
    .insert(projectOwners)
    .values({ projectId, userId: user.id, method, verifiedAt: now })
    .onConflictDoUpdate({
      target: [projectOwners.projectId, projectOwners.userId],
      set: { method, verifiedAt: now },
    });
  log.info({ projectId, method }, 'project ownership proven');
  return { projectId, method, verifiedAt: now.toISOString() };
}
