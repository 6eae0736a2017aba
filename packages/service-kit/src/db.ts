import pg from 'pg';

/**
 * A connection pool whose connections use the service's own PostgreSQL schema. Prisma (via
 * @prisma/adapter-pg) and the event bus's raw SQL share it, so both see the same tables.
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

/** What the event bus needs from a Prisma client or transaction: tagged raw SQL. */
export interface RawSqlExecutor {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
}

/** Tagged raw SQL, both kinds: a Prisma client or transaction, or a SqlTransaction. */
export interface RawSqlQuerier extends RawSqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>;
}

/** What the event bus needs from a Prisma client: interactive transactions. */
export interface TransactionRunner<Tx extends RawSqlExecutor> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
}
