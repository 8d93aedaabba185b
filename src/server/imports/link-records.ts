import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { linkReviews } from '../db/schema';
import type { MatchResult } from './match-project';

type ReviewRow = typeof linkReviews.$inferSelect;

/**
 * Decides the project of each imported incident or audit. A staff decision on the review list wins over the
 * matcher, so a re-import never undoes it; an ambiguous match is queued for review once and left unlinked.
 */
export class RecordLinker {
  private readonly newReviews: (typeof linkReviews.$inferInsert)[] = [];

  private constructor(
    private readonly kind: 'incident' | 'audit',
    private readonly reviews: Map<string, ReviewRow>,
  ) {}

  static async load(db: Executor, kind: 'incident' | 'audit', recordKeys: readonly string[]) {
    const rows = recordKeys.length
      ? await db
          .select()
          .from(linkReviews)
          .where(inArray(linkReviews.recordKey, [...recordKeys]))
      : [];
    return new RecordLinker(
      kind,
      new Map(rows.filter((row) => row.kind === kind).map((row) => [row.recordKey, row])),
    );
  }

  /** The project id to store, and whether the record was newly queued for review. */
  projectOf(
    recordKey: string,
    recordName: string,
    match: MatchResult,
  ): { projectId: string | null; isQueued: boolean } {
    const review = this.reviews.get(recordKey);
    if (review?.state === 'confirmed') return { projectId: review.projectId, isQueued: false };
    if (review?.state === 'rejected') return { projectId: null, isQueued: false };
    if (match.kind === 'linked') return { projectId: match.projectId, isQueued: false };
    if (match.kind === 'none' || review) return { projectId: null, isQueued: false };
    this.newReviews.push({
      kind: this.kind,
      recordKey,
      recordName,
      candidateIds: [...match.candidateIds],
      reason: match.reason,
    });
    return { projectId: null, isQueued: true };
  }

  async save(db: Executor): Promise<void> {
    if (this.newReviews.length) await db.insert(linkReviews).values(this.newReviews).onConflictDoNothing();
  }
}
