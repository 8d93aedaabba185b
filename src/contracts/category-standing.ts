import { z } from 'zod';

/** The scored projects of one category: how many, and their median Security Score. */
export const categoryMedian = z.object({
  category: z.string(),
  scoredProjects: z.number().int().nonnegative(),
  median: z.number().nullable(),
});
export type CategoryMedian = z.infer<typeof categoryMedian>;

/**
 * Where one project stands in its category: the share, in whole percents, of the category's other scored projects
 * whose score is lower (null when it has no score or no other scored project to compare with).
 */
export const categoryStanding = categoryMedian.extend({
  percentile: z.number().int().min(0).max(100).nullable(),
});
export type CategoryStanding = z.infer<typeof categoryStanding>;
