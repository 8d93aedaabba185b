import '@/lib/zod-config';
import { z } from 'zod';
import { int4 } from './numbers';
import { displayName, lineText } from './text';
import { MAX_PROJECTS_PER_WATCHLIST, WATCHLIST_NAME_MAX } from '@/config/constants';

// Watchlists: a user's named lists of project ids.

export const WATCHLIST_NAME_TOO_LONG = 'Watchlist name cannot exceed 20 characters.';

/** Names are trimmed, 1 to 20 characters; uniqueness (regardless of case) is checked per user. */
export const watchlistName = displayName()
  .trim()
  .min(1, 'Watchlist name must not be empty')
  .max(WATCHLIST_NAME_MAX, WATCHLIST_NAME_TOO_LONG);

const projectIds = z
  .array(lineText().min(1).max(200))
  .max(MAX_PROJECTS_PER_WATCHLIST, `A watchlist holds at most ${MAX_PROJECTS_PER_WATCHLIST} projects`);

/** A mark on a watched project: a confirmed security alert, or a score drop of 5 points or more in a day. */
export const watchlistMark = z.object({
  projectId: z.string(),
  reason: z.enum(['security_alert', 'score_drop']),
  /** The alert's title or the drop, in words. */
  detail: z.string(),
  at: z.string(),
});
export type WatchlistMark = z.infer<typeof watchlistMark>;

export const watchlist = z.object({
  id: z.string(),
  name: z.string(),
  /** Project ids in the order they were added. */
  projects: z.array(z.string()),
  /** Grows by one on every change; an update naming an older version is refused with 409. */
  version: z.number().int(),
  marks: z.array(watchlistMark),
});
export type Watchlist = z.infer<typeof watchlist>;

/** GET /api/watchlist: the signed-in user's lists, oldest first. */
export const watchlistsOutput = z.object({ data: z.array(watchlist) });
export type WatchlistsOutput = z.infer<typeof watchlistsOutput>;

/** POST /api/watchlist/create: name, projects (default empty); answers the new list, its id included. */
export const createWatchlistInput = z
  .object({ name: watchlistName, projects: projectIds.default([]) })
  .strict();
export type CreateWatchlistInput = z.infer<typeof createWatchlistInput>;

/** POST /api/watchlist/update: the list's id with its name and/or projects (the whole new list). */
export const updateWatchlistInput = z
  .object({
    id: lineText().min(1).max(100),
    name: watchlistName.optional(),
    projects: projectIds.optional(),
    /** The version the change was made on; when given and stale the answer is 409 VersionConflict. */
    version: int4().optional(),
  })
  .strict()
  .refine((input) => input.name !== undefined || input.projects !== undefined, {
    message: 'name or projects is required',
    path: ['name'],
  });
export type UpdateWatchlistInput = z.infer<typeof updateWatchlistInput>;

/** POST /api/watchlist/delete. */
export const deleteWatchlistInput = z.object({ id: lineText().min(1).max(100) }).strict();
export const watchlistDeleted = z.object({ ok: z.literal(true) });

/** GET /api/watchlist/export?id=: the list as CSV. */
export const exportWatchlistQuery = z.object({ id: lineText().min(1).max(100) });
