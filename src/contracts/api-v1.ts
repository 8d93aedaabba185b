import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';
import { auditView, securityAlertView } from './discovery';
import { projectDetail } from './project-detail';
import { scoreCause } from './score-causes';
import {
  AUDIT_FILTERS,
  COVERAGE_FILTERS,
  LEADERBOARD_SORT_FIELDS,
  leaderboardRow,
  projectIdParam,
} from './projects';
import { CATEGORY_KEYS, SIGNAL_KEYS, TIERS } from '@/lib/score/methodology';

// The public read API, /api/v1: the query of each endpoint and the shape of each answer. The OpenAPI document
// served at /api/v1/openapi.json is generated from these schemas.

/** Answers per page of a list, unless `limit` says otherwise. */
export const API_V1_PAGE_SIZE = 20;
export const API_V1_MAX_PAGE_SIZE = 100;

const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(API_V1_MAX_PAGE_SIZE)
  .default(API_V1_PAGE_SIZE)
  .meta({ description: `Answers per page, 1 to ${API_V1_MAX_PAGE_SIZE}.` });

const cursor = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^[\w-]+$/, 'must be a cursor of a previous answer')
  .optional()
  .meta({ description: 'The `nextCursor` of the previous page; absent for the first page.' });

/** A comma-separated list in a query string, to the list of its items. */
const commaList = (description: string) =>
  z
    .string()
    .max(1100)
    .transform((value) => value.split(',').map((item) => item.trim()))
    .pipe(z.array(lineText().min(1).max(50)).max(20))
    .optional()
    .meta({ description });

export const apiV1ProjectsQuery = z
  .object({
    chains: commaList('Comma-separated chains: projects on any of them.'),
    categories: commaList('Comma-separated categories: projects of any of them.'),
    scoreMin: z.coerce.number().min(0).max(100).optional().meta({ description: 'Lowest Security Score.' }),
    scoreMax: z.coerce.number().min(0).max(100).optional().meta({ description: 'Highest Security Score.' }),
    auditStatus: z.enum(AUDIT_FILTERS).optional().meta({ description: 'Audit status, or confirmed alerts.' }),
    coverage: z.enum(COVERAGE_FILTERS).optional().meta({
      description:
        '`enough` (the default): rated projects; `not_enough`: projects that are not rated ("Not rated"); `any`: both.',
    }),
    sort: z.enum(LEADERBOARD_SORT_FIELDS).default('rank').meta({ description: 'The sort column.' }),
    order: z.enum(['asc', 'desc']).default('asc').meta({ description: 'Ascending or descending.' }),
    limit,
    cursor,
  })
  .strict()
  .refine((q) => q.scoreMin === undefined || q.scoreMax === undefined || q.scoreMin <= q.scoreMax, {
    message: 'scoreMin must not exceed scoreMax',
    path: ['scoreMin'],
  });
export type ApiV1ProjectsQuery = z.infer<typeof apiV1ProjectsQuery>;

export const apiV1ProjectParams = z.object({
  id: projectIdParam.meta({ description: 'The project id, as in its page address /projects/{id}.' }),
});

export const API_V1_HISTORY_MAX_DAYS = 365;
export const apiV1HistoryQuery = z
  .object({
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(API_V1_HISTORY_MAX_DAYS)
      .default(90)
      .meta({ description: `Days back from today, 1 to ${API_V1_HISTORY_MAX_DAYS}.` }),
  })
  .strict();

export const apiV1IncidentsQuery = z
  .object({
    year: z.coerce
      .number()
      .int()
      .min(2000)
      .max(2100)
      .optional()
      .meta({ description: 'The year it happened.' }),
    chain: lineText().trim().min(1).max(80).optional().meta({ description: 'A chain it happened on.' }),
    category: lineText().trim().min(1).max(100).optional().meta({ description: 'The attack category.' }),
    project: z.enum(['with', 'without']).optional().meta({
      description: '`with`: incidents of a listed project; `without`: those known only under their own name.',
    }),
    sort: z
      .enum(['date', 'loss'])
      .default('date')
      .meta({ description: 'By the day it happened, or by its loss.' }),
    order: z.enum(['asc', 'desc']).default('desc'),
    limit,
    cursor,
  })
  .strict();
export type ApiV1IncidentsQuery = z.infer<typeof apiV1IncidentsQuery>;

export const apiV1AuditsQuery = z
  .object({
    state: z.enum(['completed', 'open']).default('completed').meta({
      description: '`completed`: newest first by completion; `open`: requested or in progress.',
    }),
    project: projectIdParam.optional().meta({ description: 'Only the audits of this project.' }),
    firm: lineText()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Only the audits by this firm, named as the audits name it (any case).' }),
    limit,
    cursor,
  })
  .strict();
export type ApiV1AuditsQuery = z.infer<typeof apiV1AuditsQuery>;

/** A data set the answers draw on, with its licence and the credit its terms ask for. */
export const apiV1Source = z
  .object({
    name: z.string(),
    url: z.string(),
    licence: z.string(),
    licenceUrl: z.string(),
    attribution: z.string(),
    covers: z.string(),
    isShareAlike: z.boolean(),
  })
  .meta({ id: 'Source' });

/** What every answer carries besides its data: the terms of reuse and the credits of the data sets. */
const apiV1Terms = {
  licence: z
    .object({ summary: z.string(), url: z.string() })
    .meta({ id: 'Licence', description: 'The terms of reuse of the data in this answer.' }),
  sources: z.array(apiV1Source),
};

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    /** How many records match the query, on every page. */
    total: z.number().int(),
    nextCursor: z.string().nullable().meta({ description: 'The cursor of the next page; null on the last.' }),
    ...apiV1Terms,
  });

export const apiV1ProjectsAnswer = page(leaderboardRow.meta({ id: 'ProjectRow' })).meta({
  id: 'ProjectsPage',
});
export const apiV1ProjectAnswer = z
  .object({ data: projectDetail.meta({ id: 'Project' }), ...apiV1Terms })
  .meta({ id: 'ProjectAnswer' });

export const apiV1History = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      score: z.number().nullable(),
      tier: z.string().nullable(),
      changes: z.array(
        z.object({
          key: z.enum([...SIGNAL_KEYS, 'methodology']),
          from: z.number().nullable(),
          to: z.number().nullable(),
          impactDelta: z.number().nullable(),
        }),
      ),
      causes: z.array(scoreCause).meta({
        description:
          'Why the score was recomputed that day beyond its signals: a correction, a data refresh, a new methodology version.',
      }),
      explanation: z.array(z.string()).meta({
        description:
          'The change in words, cause by cause and signal by signal, as the project page shows it.',
      }),
    }),
  ),
  incidents: z.array(z.object({ day: z.string(), type: z.string() })),
});
export const apiV1HistoryAnswer = z
  .object({ data: apiV1History.meta({ id: 'ScoreHistory' }), ...apiV1Terms })
  .meta({ id: 'ScoreHistoryAnswer' });

export const apiV1IncidentsAnswer = page(securityAlertView.meta({ id: 'Incident' })).meta({
  id: 'IncidentsPage',
});
export const apiV1AuditsAnswer = page(auditView.meta({ id: 'Audit' })).meta({ id: 'AuditsPage' });

const methodologyConfidence = z.enum(['high', 'medium', 'low']);
export const apiV1Methodology = z.object({
  version: z.string(),
  /** Below this coverage a project is not rated, whatever its evidence. */
  minCoverage: z.number(),
  /** The sub-score a signal that is not available counts as. */
  neutralSubscore: z.number(),
  /** The share of its weight a stale signal counts in coverage. */
  staleCoverageFactor: z.number(),
  /** The signals that make a project rated, each with the least value that counts. */
  securityEvidence: z.array(z.object({ key: z.enum(SIGNAL_KEYS), minValue: z.number() })),
  /** The aggregation rules, in words. */
  rules: z.array(z.string()),
  categories: z.array(
    z.object({
      key: z.enum(CATEGORY_KEYS),
      name: z.string(),
      weight: z.number(),
      signals: z.array(
        z.object({
          key: z.enum(SIGNAL_KEYS),
          name: z.string(),
          unit: z.string(),
          /** positive: evidence for (sub-score 50 or more); negative: against (50 or less); fact; descriptive: weight 0. */
          nature: z.enum(['positive', 'negative', 'fact', 'descriptive']),
          weight: z.number(),
          maxAgeDays: z.number(),
          formula: z.string(),
        }),
      ),
    }),
  ),
  tiers: z.array(z.object({ tier: z.enum(TIERS), min: z.number() })),
  confidence: z.array(z.object({ confidence: methodologyConfidence, min: z.number() })),
  /** A made-up project's signals and the engine's result for them. */
  workedExample: z.object({
    name: z.string(),
    asOf: z.string(),
    signals: z.array(
      z.object({
        key: z.enum(SIGNAL_KEYS),
        value: z.number().nullable(),
        measuredAt: z.string().nullable(),
        subscore: z.number().nullable(),
        impact: z.number().nullable(),
      }),
    ),
    categories: z.array(
      z.object({ key: z.enum(CATEGORY_KEYS), score: z.number().nullable(), coverage: z.number() }),
    ),
    score: z.number().nullable(),
    tier: z.enum(TIERS).nullable(),
    coverage: z.number(),
    confidence: methodologyConfidence,
  }),
});
export type ApiV1Methodology = z.infer<typeof apiV1Methodology>;
export const apiV1MethodologyAnswer = z
  .object({ data: apiV1Methodology.meta({ id: 'Methodology' }), ...apiV1Terms })
  .meta({ id: 'MethodologyAnswer' });

export const apiV1Error = z
  .object({ error: z.string(), message: z.string().optional() })
  .meta({ id: 'Error', description: 'What went wrong: a code, and for bad parameters which one and why.' });
