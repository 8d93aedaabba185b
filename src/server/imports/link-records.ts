import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { linkReviews, type RecordLinkConfidence } from '../db/schema';
import type { MatchResult } from './match-project';

type ReviewRow = typeof linkReviews.$inferSelect;

/** What the importer stores of a record's link. */
export interface RecordLink {
  readonly projectId: string | null;
  readonly linkConfidence: RecordLinkConfidence | null;
  readonly linkReason: string | null;
  /** The record waits on the review list (queued by this import or an earlier one). */
  readonly isInReview: boolean;
  readonly isQueued: boolean;
}
const UNLINKED: RecordLink = {
  projectId: null,
  linkConfidence: null,
  linkReason: null,
  isInReview: false,
  isQueued: false,
};

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

  /**
   * The project id to store with how it was linked and why, whether the record awaits review (queued now or
   * before), and whether it was newly queued.
   */
  projectOf(recordKey: string, recordName: string, match: MatchResult): RecordLink {
    const review = this.reviews.get(recordKey);
    if (review?.state === 'confirmed')
      return {
        ...UNLINKED,
        projectId: review.projectId,
        linkConfidence: review.projectId ? 'staff' : null,
        linkReason: review.projectId ? 'confirmed by staff on the review list' : null,
      };
    if (review?.state === 'rejected') return UNLINKED;
    if (match.kind === 'linked')
      return { ...UNLINKED, projectId: match.projectId, linkConfidence: match.by, linkReason: match.reason };
    if (match.kind === 'none') return UNLINKED;
    if (review) return { ...UNLINKED, isInReview: true };
    this.newReviews.push({
      kind: this.kind,
      recordKey,
      recordName,
      candidateIds: [...match.candidateIds],
      reason: match.reason,
    });
    return { ...UNLINKED, isInReview: true, isQueued: true };
  }

  async save(db: Executor): Promise<void> {
    if (this.newReviews.length) await db.insert(linkReviews).values(this.newReviews).onConflictDoNothing();
  }
}
