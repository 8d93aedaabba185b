import {
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CategoryResult, ScoreChange } from '@/lib/score/compute-score';
import type { ScoreCause } from '@/lib/score/score-causes';
import { projects } from './projects';

export const signalState = pgEnum('signal_state', ['measured', 'not_available', 'stale']);

/** One measurement per project and signal key: raw value, when, the evidence, and its state. */
export const signals = pgTable(
  'signals',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: doublePrecision('value'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    evidenceUrl: text('evidence_url'),
    source: text('source').notNull(),
    state: signalState('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.key] }),
    // The scoring job looks for signals written since its last run that no score has seen yet.
    index('signals_updated_at').on(t.updatedAt),
  ],
);

/**
 * The current score of each project and its rank. The breakdown by category is a table of its own
 * (projectScoreCategories): the day's ranking rewrites every row of this one, which stays narrow for it.
 */
export const projectScores = pgTable(
  'project_scores',
  {
    projectId: text('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    score: doublePrecision('score'),
    tier: text('tier'),
    coverage: doublePrecision('coverage').notNull(),
    confidence: text('confidence').notNull(),
    methodologyVersion: text('methodology_version').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    rank: integer('rank'),
    percentile: doublePrecision('percentile'),
    // Points gained or lost against the score of 24 hours before; null without history that old.
    change24h: doublePrecision('change_24h'),
    // The earliest time at which the score may change by time alone (a signal turning stale, an age growing by
    // a day); null when only new signals can change it. The scoring job rescores a project once this has
    // passed. A row written before the column existed gets the time of the migration, so it is rescored once.
    rescoreAfter: timestamp('rescore_after', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('project_scores_rank').on(t.rank),
    index('project_scores_rescore_after').on(t.rescoreAfter),
    // The leaderboard sorted by score, the safest first: a page is read from the top of this index, not by
    // sorting every project.
    index('project_scores_score').on(t.score.desc().nullsLast(), t.rank),
  ],
);

/**
 * The breakdown of each current score: its categories, each with its signals' states, sub-scores and impacts.
 * Written and read whole, never queried into: `json` keeps the text as it came (no parse into jsonb's binary
 * form), and on PostgreSQL it is compressed with lz4 (migration 0024), both several times faster to write.
 */
export const projectScoreCategories = pgTable('project_score_categories', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projectScores.projectId, { onDelete: 'cascade' }),
  categories: json('categories').$type<CategoryResult[]>().notNull(),
});

/** One row per project and day: the score that day, its categories, and what changed and why. */
export const scoreHistory = pgTable(
  'score_history',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    score: doublePrecision('score'),
    tier: text('tier'),
    coverage: doublePrecision('coverage').notNull(),
    categoryScores: jsonb('category_scores').$type<Record<string, number | null>>().notNull(),
    changes: jsonb('changes').$type<ScoreChange[]>().notNull(),
    // Why the score was recomputed that day beyond the signals: a correction, a data refresh, a new methodology.
    causes: jsonb('causes').$type<ScoreCause[]>().notNull().default([]),
    methodologyVersion: text('methodology_version').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);
