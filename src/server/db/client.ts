import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

// One code path, two drivers: the query API is the same; only connection handling differs.
export type Db = NodePgDatabase<typeof schema>;

export interface DbHandle {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Runs fn with a single dedicated connection (needed for session-level advisory locks). */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Applies the committed drizzle-kit migrations through the given connection. */
  migrate(db: Db): Promise<void>;
  /**
   * Runs SQL text as the job queue's library writes it (src/server/jobs): with values, one statement whose
   * parameters are $1, $2, ...; without, a script of several statements, whose last result is answered. Dates,
   * times and intervals come back as PostgreSQL's text on the embedded database, as Date objects on PostgreSQL:
   * the job queue reads none of them.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** The whole data folder of an embedded database as a tar archive, loadable as `initialDataDir`. PGlite only. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DbOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  readonly databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  readonly dataDir?: string;
  /**
   * The first contents of an embedded database kept in memory: a dump of a PGlite data folder
   * (`dumpDataDir`), restored instead of initialising a new cluster, which takes seconds.
   */
  readonly initialDataDir?: Blob;
  readonly poolSize?: number;
  /**
   * Gives up on a query (and on waiting for a connection) after this long, so that a database that is down or
   * hung fails requests quickly instead of holding them; undefined waits as long as it takes (scripts).
   */
  readonly queryTimeoutMs?: number;
}

// A refused or dropped connection shows at once; a server that does not answer at all is given up on after this.
const CONNECT_TIMEOUT_MS = 2_000;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

// The types Drizzle reads from text itself (it asks every query to leave them unparsed): timestamp, timestamptz,
// interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date.
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const DRIZZLE_TEXT_PARSERS = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText]));

type QueryOptions = Parameters<PGlite['query']>[2];
interface Queryable {
  query: PGlite['query'];
}

/**
 * The embedded database as Drizzle is given it. Drizzle passes its text parsers with every query, and PGlite merges
 * a query's parsers into its own table of some 400 (one per type of the database, arrays included) on every call:
 * a query cost three and a half times a plain one. Here the database has those parsers once, from its opening,
 * and each query's own are dropped, in transactions too.
 */
function drizzleClientOf(client: PGlite) {
  const once = <T extends Queryable>(target: T) =>
    ((text: string, params?: unknown[], options?: QueryOptions) =>
      target.query(text, params, options && { ...options, parsers: undefined })) as PGlite['query'];
  return {
    query: once(client),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      client.transaction((tx) => fn({ ...tx, query: once(tx) })),
  };
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    });
    // A client that loses its server must not crash the process; the next query reports the error, and the pool
    // replaces the broken client, so service resumes by itself once the server is back. The pool listens to its
    // idle clients only: a client lent out to a transaction, between two of its queries, has a listener of its
    // own for the whole of its life.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      // Its own connection, without the query time-out: waiting for an advisory lock may take as long as
      // another instance's migrations and seeding.
      async withConnection(fn) {
        const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
        client.on('error', () => undefined);
        await client.connect();
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      migrate: (connection) => migratePg(connection, { migrationsFolder: MIGRATIONS_FOLDER }),
      // node-postgres sends a query without values as one simple query, which may hold several statements.
      executeSql: (text, values) => pool.query(text, values ? [...values] : undefined),
      close: () => pool.end(),
    };
  }

  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.resolve(/* turbopackIgnore: true */ options.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, {
    extensions: { pg_trgm },
    ...(options.initialDataDir && !dataPath ? { loadDataDir: options.initialDataDir } : {}),
  });
  // Dates, times and intervals as text, as Drizzle wants them, set once for the database (see drizzleClientOf):
  // its every query gets them, the job queue's through executeSql too.
  Object.assign(client.parsers, DRIZZLE_TEXT_PARSERS);
  const db = drizzlePglite({ client: drizzleClientOf(client) as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // PGlite has a single connection: every query already runs on it.
    withConnection: (fn) => fn(db),
    migrate: (connection) =>
      migratePglite(connection as unknown as Parameters<typeof migratePglite>[0], {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, [...values]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/** A transaction handle; operations accept either, so callers decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
