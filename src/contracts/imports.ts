import '@/lib/zod-config';
import { z } from 'zod';
import { KYC_LEVELS } from '@/lib/score/methodology';
import { PROJECT_CATEGORIES } from './project-categories';

// The records of the importable data sets (data/'s JSON, or the CSV equivalent of docs/data-import.md),
// validated one by one before anything is written. `monitoring` and `facts` carry what no public data set gives
// (Skynet figures, team KYC, bug bounties): a deployment that measures them feeds them in the same way.

/**
 * The kinds of data set, in the order an import writes them: projects first, since every other kind looks its
 * projects up. The import and the reading of a data-set folder both follow this list.
 */
export const IMPORT_KINDS = [
  'projects',
  'tokens',
  'incidents',
  'audits',
  'monitoring',
  'facts',
  'markets',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

// A website may be given as a bare domain ("clabs.co"): it is read as https.
const website = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => (/^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value) ? `https://${value}` : value))
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL or a domain');
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL');
// Slugs as the data sets spell them (a few are upper case); the importer derives URL-safe ids from them.
const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be a slug of letters, digits, hyphens, dots or underscores');
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');
const isoTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/,
    'must be an ISO date or time',
  )
  .refine(
    (value) => !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)),
    'is not a real time',
  );
const wholeCount = z.number().int().min(0);
// The source and licence of a record: the licence may be left out when the source is a known data set.
const provenance = { source: text(100), licence: optionalText(100) };

/** The most other names, and the most sources, a project record may carry. */
export const MAX_PROJECT_ALIASES = 50;
export const MAX_PROJECT_SOURCES = 10;

export const projectRecord = z.object({
  name: text(200),
  slug,
  symbol: optionalText(40),
  category: z.enum(PROJECT_CATEGORIES),
  // Other names the project is known by: its protocol's or its token's name, former names.
  aliases: z.array(text(200)).max(MAX_PROJECT_ALIASES).default([]),
  chains: z.array(text(80)).max(100).default([]),
  url: website.nullish(),
  twitter: optionalText(100),
  github: optionalText(300),
  description: optionalText(5000),
  marketCapRank: z.number().int().min(1).nullish(),
  // The project's id at CoinGecko: market figures (the `markets` kind) find the project by it.
  geckoId: slug.nullish(),
  // A module of an icon package the app ships (`@web3icons/core/svgs/tokens/branded/UNI.svg.js`); else a monogram.
  logo: optionalText(300),
  addresses: z.record(text(80), text(200)).default({}),
  sources: z.array(text(100)).min(1).max(MAX_PROJECT_SOURCES),
  licence: optionalText(100),
});
export type ProjectRecord = z.infer<typeof projectRecord>;

export const incidentRecord = z.object({
  id: text(200),
  date: isoDay,
  project: text(200),
  projectSlug: slug.nullish(),
  protocolSlug: slug.nullish(),
  type: text(300),
  attackCategory: text(100),
  // Unknown stays null: a loss given only in tokens is never converted.
  lossUsd: z.number().finite().min(0).nullish(),
  lossText: optionalText(1000),
  chain: optionalText(80),
  referenceUrl: httpUrl,
  references: z.array(httpUrl).max(20).default([]),
  attackTxs: z.array(httpUrl).max(20).default([]),
  // Contract addresses of the victim, when the source gives them (used to find its project).
  addresses: z.array(text(200)).max(20).default([]),
  ...provenance,
});
export type IncidentRecord = z.infer<typeof incidentRecord>;

/**
 * Findings of an audit by severity, as its source counts them. Sources with other scales map onto these five
 * (data/README.md: a contest's High is major, Low is minor, QA, Info and Gas are informational).
 */
export const findingCounts = z.object({
  critical: wholeCount,
  major: wholeCount,
  medium: wholeCount,
  minor: wholeCount,
  informational: wholeCount,
});

export type FindingCounts = z.infer<typeof findingCounts>;

export const auditRecord = z.object({
  project: text(200),
  // What was reviewed, as the firm names the report; null when it names nothing more than the project.
  title: optionalText(300),
  projectUrl: website.nullish(),
  auditor: text(200),
  // The source may give only the month.
  date: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'must be a date YYYY-MM or YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`)), {
      message: 'is not a real date',
    }),
  status: z.enum(['completed', 'in_progress', 'requested']).default('completed'),
  reportUrl: httpUrl.nullish(),
  fixReview: z.boolean().default(false),
  links: z.array(httpUrl).max(20).default([]),
  slug,
  protocolSlug: slug.nullish(),
  addresses: z.array(text(200)).max(20).default([]),
  // Unknown is null, never zeros: most public portfolios state no counts.
  findings: findingCounts.nullish(),
  ...provenance,
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const tokenRecord = z.object({
  chainId: z.number().int().min(1),
  address: text(200),
  symbol: text(60),
  name: text(200),
  decimals: z.number().int().min(0).max(255).nullish(),
  website: website.nullish(),
  deprecated: z.boolean().default(false),
  logo: optionalText(300),
  ...provenance,
});
export type TokenRecord = z.infer<typeof tokenRecord>;

/**
 * Market figures of a project, found by its CoinGecko id: what a market source (the CoinGecko refresh) measured
 * on the day `asOf`. A project that the catalogue does not hold is left out, never created.
 */
export const marketRecord = z.object({
  geckoId: slug,
  name: optionalText(200),
  marketCapRank: z.number().int().min(1).nullish(),
  marketCapUsd: z.number().finite().min(0).nullish(),
  asOf: isoDay,
  ...provenance,
});
export type MarketRecord = z.infer<typeof marketRecord>;

const ranked = z
  .array(z.object({ label: text(200), count: wholeCount }))
  .max(100)
  .default([]);

// Rows that are keyed in storage must be unique within a snapshot.
const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

/** What Skynet monitors of one project, as of `measuredAt`: the figures of its project page's panels. */
export const monitoringRecord = z
  .object({
    // The project's id or its slug in the projects data set.
    project: slug,
    measuredAt: isoTime,
    exchanges: wholeCount.nullish(),
    topCallers: ranked,
    topEvents: ranked,
    topFunctionCalls: ranked,
    privileged: z
      .array(
        z.object({
          address: text(200),
          chain: text(80),
          label: text(200),
          role: text(80),
          functions: z
            .array(z.object({ name: text(200), signature: text(300), lastCalledAt: isoTime.nullish() }))
            .max(100)
            .default([]),
          transactions: z
            .array(z.object({ txHash: text(200), functionName: text(200), occurredAt: isoTime }))
            .max(500)
            .default([]),
        }),
      )
      .max(50)
      .default([]),
    wallets: z
      .array(
        z.object({
          address: text(200),
          label: text(200),
          balanceUsd: z.number().finite().min(0),
          lastActiveAt: isoTime,
        }),
      )
      .max(100)
      .default([]),
    // Social mentions per day.
    mentions: z
      .array(z.object({ date: isoDay, count: wholeCount }))
      .max(366)
      .default([]),
    ...provenance,
  })
  .refine((record) => !hasDuplicates(record.privileged.map((entry) => entry.address)), {
    message: 'lists a privileged address twice',
    path: ['privileged'],
  })
  .refine(
    (record) =>
      !hasDuplicates(record.privileged.flatMap((entry) => entry.transactions.map((tx) => tx.txHash))),
    { message: 'lists a transaction twice', path: ['privileged'] },
  )
  .refine((record) => !hasDuplicates(record.wallets.map((wallet) => wallet.address)), {
    message: 'lists a wallet twice',
    path: ['wallets'],
  })
  .refine((record) => !hasDuplicates(record.mentions.map((day) => day.date)), {
    message: 'lists a day twice',
    path: ['mentions'],
  });
export type MonitoringRecord = z.infer<typeof monitoringRecord>;

/** Facts about one project that no public data set gives: its team's KYC and its bug-bounty programme. */
export const factsRecord = z
  .object({
    project: slug,
    // `url`: the evidence, when the source has one to show; without it the fact is credited to its source only.
    kyc: z.object({ level: z.enum(KYC_LEVELS), url: httpUrl.nullish(), asOf: isoDay }).nullish(),
    bugBounty: z
      .object({ maxRewardUsd: z.number().finite().min(0), url: httpUrl.nullish(), asOf: isoDay })
      .nullish(),
    ...provenance,
  })
  .refine((record) => record.kyc || record.bugBounty, 'must give kyc, bugBounty or both');
export type FactsRecord = z.infer<typeof factsRecord>;

export const importRecordSchemas = {
  projects: projectRecord,
  incidents: incidentRecord,
  audits: auditRecord,
  tokens: tokenRecord,
  markets: marketRecord,
  monitoring: monitoringRecord,
  facts: factsRecord,
} as const;
