import '@/lib/zod-config';
import { z } from 'zod';

// The records of the importable data sets (../shared/data's JSON, or the CSV equivalent of
// docs/data-import.md), validated one by one before anything is written.

export const IMPORT_KINDS = ['projects', 'incidents', 'audits', 'tokens', 'markets'] as const;
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
// The source and licence of a record: the licence may be left out when the source is a known data set.
const provenance = { source: text(100), licence: optionalText(100) };

export const projectRecord = z.object({
  name: text(200),
  slug,
  symbol: optionalText(40),
  category: text(60),
  chains: z.array(text(80)).max(100).default([]),
  url: website.nullish(),
  twitter: optionalText(100),
  github: optionalText(300),
  description: optionalText(5000),
  marketCapRank: z.number().int().min(1).nullish(),
  // The project's id at CoinGecko: market figures (the `markets` kind) find the project by it.
  geckoId: slug.nullish(),
  addresses: z.record(text(80), text(200)).default({}),
  sources: z.array(text(100)).min(1).max(10),
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

export const auditRecord = z.object({
  project: text(200),
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

export const importRecordSchemas = {
  projects: projectRecord,
  incidents: incidentRecord,
  audits: auditRecord,
  tokens: tokenRecord,
  markets: marketRecord,
} as const;
