import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/config/env';
import {
  flagsPayload,
  type FlagName,
  type FlagsPayload,
  type FlagSubject,
  type FlagValues,
} from '@/contracts/flags';
import { FLAG_NAMES, isFlagOn } from '@/lib/feature-flags';
import { etagOf } from '../http/conditional-get';
import { log } from '../log';

export interface LoadedFlags {
  readonly payload: FlagsPayload;
  /** A strong ETag of the file's bytes: the client's If-None-Match gets 304 while the file is unchanged. */
  readonly etag: string;
}

const NO_FLAGS: FlagsPayload = { features: {} };

interface Cache {
  readonly file: string;
  readonly stamp: string;
  readonly flags: LoadedFlags;
}
let cache: Cache | undefined;

/**
 * The flags of FLAGS_FILE, read again whenever the file changes (its modification time or size moved), so that
 * an edit takes effect without a restart. A missing file means every flag is off; a malformed one is logged
 * and every flag is off too, rather than guessing.
 */
export async function loadFlags(): Promise<LoadedFlags> {
  const file = path.resolve(env().FLAGS_FILE);
  let stamp: string;
  try {
    const stats = await fs.stat(file);
    stamp = `${stats.mtimeMs}:${stats.size}`;
  } catch {
    stamp = 'missing';
  }
  if (cache?.file === file && cache.stamp === stamp) return cache.flags;
  let flags: LoadedFlags;
  if (stamp === 'missing') {
    flags = { payload: NO_FLAGS, etag: etagOf(JSON.stringify(NO_FLAGS)) };
  } else {
    const text = await fs.readFile(file, 'utf8');
    let payload = NO_FLAGS;
    try {
      const parsed = flagsPayload.safeParse(JSON.parse(text));
      if (parsed.success) payload = parsed.data;
      else
        log.error({ file, issue: parsed.error.issues[0]?.message }, 'flags file is not in GrowthBook format');
    } catch {
      log.error({ file }, 'flags file is not JSON');
    }
    flags = { payload, etag: etagOf(text) };
  }
  cache = { file, stamp, flags };
  return flags;
}

/** Whether a flag is on for a user: the same evaluation as the browser's, on the same file. */
export async function isFlagOnFor(name: FlagName, subject: FlagSubject): Promise<boolean> {
  return isFlagOn((await loadFlags()).payload, name, subject);
}

/** The flags as one subject sees them, and the ETag of that answer. */
export interface SubjectFlags {
  readonly values: FlagValues;
  /** Changes with the file and with the subject. */
  readonly etag: string;
}

/**
 * The flags as one subject sees them: each flag the product reads, on or off. The browser needs no rules and
 * no evaluation of its own: the rules, which name staff by e-mail, never leave the server.
 */
export async function flagsFor(subject: FlagSubject | null): Promise<SubjectFlags> {
  const { payload, etag } = await loadFlags();
  const values = Object.fromEntries(
    FLAG_NAMES.map((name) => [name, isFlagOn(payload, name, subject)]),
  ) as Record<FlagName, boolean>;
  return { values, etag: etagOf(`${etag}:${subject?.id ?? subject?.email ?? ''}`) };
}
