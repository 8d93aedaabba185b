import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// 'demo' is kept for the databases that the demo seed of earlier releases filled.
export const projectSource = pgEnum('project_source', ['demo', 'synthetic', 'import']);

export const projects = pgTable(
  'projects',
  {
    // A readable slug, used in /projects/{id}.
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    description: text('description').notNull().default(''),
    website: text('website'),
    twitter: text('twitter'),
    github: text('github'),
    category: text('category').notNull(),
    chains: text('chains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Other names the project is known by (its protocol's or token's name, former names): the importer links
    // incidents and audits that name it so.
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    launchedOn: date('launched_on', { mode: 'string' }),
    marketCapUsd: doublePrecision('market_cap_usd'),
    priceUsd: doublePrecision('price_usd'),
    marketCapRank: integer('market_cap_rank'),
    source: projectSource('source').notNull(),
    // Imported projects: the slug as the data set spells it (the natural key of re-imports; the id is a
    // URL-safe form of it), the data sets their fields came from and those sets' licences.
    importKey: text('import_key').unique(),
    dataSources: text('data_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    licence: text('licence'),
    // The project's id at CoinGecko (the data sets' geckoId): the market refresh finds the project by it.
    geckoId: text('gecko_id'),
    // Market figures (rank, capitalisation) measured by a market source rather than the project's data sets:
    // that source's id and the day it measured them. Null while they are the data sets' own.
    marketSource: text('market_source'),
    marketAsOf: date('market_as_of', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_gecko_id').on(t.geckoId),
    index('projects_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    // Trigrams cannot serve keywords under 3 characters: those take this prefix path.
    index('projects_name_prefix').on(sql`lower(${t.name}) text_pattern_ops`),
    index('projects_category').on(t.category),
  ],
);

export const projectTokens = pgTable(
  'project_tokens',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Order of the tokens of a project; the first (0) is the ticker shown in lists.
    position: integer('position').notNull().default(0),
    ticker: text('ticker').notNull(),
    chain: text('chain'),
    address: text('address'),
  },
  (t) => [
    uniqueIndex('project_tokens_project_position').on(t.projectId, t.position),
    index('project_tokens_ticker_trgm').using('gin', t.ticker.op('gin_trgm_ops')),
    index('project_tokens_ticker_prefix').on(sql`lower(${t.ticker}) text_pattern_ops`),
    index('project_tokens_address').on(sql`lower(${t.address})`),
  ],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  link: text('link'),
  linkText: text('link_text'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small key/value facts about the database itself (for example when the data sets were imported). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const projectVotes = pgTable(
  'project_votes',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // A user id, or a visitor id for signed-out votes: one vote per account or visitor per project.
    voterKey: text('voter_key').notNull(),
    // A keyed hash of the client address the vote came from (never the address itself): the score counts one
    // vote per address, so that one machine minting visitor cookies counts once.
    addressKey: text('address_key'),
    isSafe: boolean('is_safe').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.voterKey] })],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    // The client address, as a keyed hash (http/address-key.ts): the trending list counts addresses.
    addressKey: text('address_key'),
    userId: text('user_id'),
    referrer: text('referrer'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_project_time').on(t.projectId, t.createdAt),
    index('page_views_time').on(t.createdAt),
  ],
);

export const projectSearches = pgTable(
  'project_searches',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    // The project the searcher opened from the results, when one was.
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    // The visitor who searched, the client address as a keyed hash (http/address-key.ts), and the day (UTC,
    // YYYY-MM-DD): a search counts once per address, project and day.
    visitorId: text('visitor_id'),
    addressKey: text('address_key'),
    day: text('day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_searches_project_time').on(t.projectId, t.createdAt),
    index('project_searches_time').on(t.createdAt),
    uniqueIndex('project_searches_once_a_day').on(t.projectId, t.addressKey, t.day),
  ],
);
