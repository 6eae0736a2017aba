import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryExecutorProvider,
} from 'kysely';
import pg from 'pg';

/**
 * The database, two ways and no third (docs/adr/0011-kysely-beside-prisma.md): Prisma's model API
 * for ordinary reads and writes, and Kysely, typed by each schema's generated tables
 * (src/generated/kysely.ts), for the queries Prisma's model API cannot say and for the hot paths.
 * Both run on one pg pool per service, on the service's own schema.
 */

/**
 * A connection pool whose connections use the service's own PostgreSQL schema. Prisma (via
 * @prisma/adapter-pg) and Kysely share it, so both see the same tables.
 */
export function createPool(options: {
  databaseUrl: string;
  schema: string;
  /** Connections at most: DATABASE_POOL_SIZE (config.ts) in every process. */
  max?: number;
}): pg.Pool {
  assertIdentifier(options.schema);
  return new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.max ?? 10,
    options: `-c search_path=${options.schema}`,
    connectionTimeoutMillis: 5_000,
  });
}

export function assertIdentifier(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
}

/**
 * What runs a Kysely query: the pool's Kysely, one of its transactions, or the Kysely of a Prisma
 * transaction (kyselyIn). The event bus and the Idempotency-Key claim take this, so they run
 * inside whichever transaction made the change.
 */
export type SqlExecutor = QueryExecutorProvider;

/** Distinct statements prepared at most per connection; any further text runs unnamed. */
export const PREPARED_STATEMENTS_MAX = 500;

/**
 * Names for pg's prepared statements (the query's `name`): the same text always gets the same
 * name, so PostgreSQL parses and plans a hot path's statements once per connection instead of at
 * every run (docs/performance.md). Kysely writes values as parameters, so texts are few; past
 * `max` a new text is sent unnamed, so a connection never holds statements without end.
 */
export function statementNames(
  max = PREPARED_STATEMENTS_MAX,
): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `fc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

/** pg's own parsers, except int8 read as bigint, as Prisma reads it (the generated types say so). */
const INT8_OID = 20;
const int8AsBigint: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID
      ? (value: string) => BigInt(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The pool as Kysely's PostgresDialect takes it, each statement sent under its prepared name.
 * A checked-out connection that PostgreSQL ends (a restart, pg_terminate_backend) emits 'error'
 * with no pool listener attached; it is heard here and the connection leaves the pool.
 */
function preparedStatementPool(pool: pg.Pool): PostgresPool {
  const nameOf = statementNames();
  return {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      const connection = {
        query: (text: string, values: readonly unknown[]) =>
          client.query({ text, values: [...values], name: nameOf(text), types: int8AsBigint }),
        release() {
          client.removeListener('error', onError);
          client.release(broken);
        },
      };
      // Only the plain query is given: nothing here streams with a cursor.
      return connection as unknown as PostgresPoolClient;
    },
    // The pool is the platform's, ended by closePlatform: destroying a Kysely leaves it open.
    end: async () => undefined,
  };
}

/** Kysely on the service's pool, for the hot paths and their transactions. */
export function createKysely<DB>(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
}

/** What a Prisma client or interactive transaction offers for SQL of its own: its raw query. */
export interface PrismaRawQuery {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

/**
 * Kysely inside a Prisma interactive transaction: its queries go through the transaction's own
 * raw query, so they commit or roll back with it. The transaction is Prisma's, so this Kysely
 * cannot begin one of its own; and rows come back as Prisma reads them (int8 as bigint, as the
 * generated types say). Statements without RETURNING answer no row count.
 */
export function kyselyIn<DB>(tx: PrismaRawQuery): Kysely<DB> {
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: { sql: string; parameters: readonly unknown[] }) {
      const rows = await tx.$queryRawUnsafe<R[]>(query.sql, ...query.parameters);
      return { rows };
    },
    streamQuery() {
      throw new Error('Kysely in a Prisma transaction does not stream');
    },
  };
  const inPrismaTransaction = async () => {
    throw new Error('Kysely in a Prisma transaction runs in that transaction: it begins no other');
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: inPrismaTransaction,
    commitTransaction: inPrismaTransaction,
    rollbackTransaction: inPrismaTransaction,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
