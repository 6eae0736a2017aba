import { PrismaPg } from '@prisma/adapter-pg';
import type { Kysely, Transaction } from 'kysely';
import type pg from 'pg';
import { transactionWithAfterCommit } from '@fc/service-kit/after-commit';
import { createKysely, kyselyIn } from '@fc/service-kit/db';
import type { Logger } from '@fc/service-kit/logger';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';
import type { DB } from './generated/kysely.ts';

/**
 * The rewards schema two ways (docs/adr/0011-kysely-beside-prisma.md): Prisma's model API for the
 * reads the pages make, and Kysely typed by the generated tables for every change of a member's
 * points and stats (the busiest events: docs/performance.md) and for what that API cannot say.
 */
export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

/** Kysely on the pool, one of its transactions, or Kysely inside a Prisma transaction. */
export type Sql = Kysely<DB> | Transaction<DB>;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'rewards' }) });
}

/** Kysely on the pool: the events' transactions and queries of their own. */
export const createDatabase = (pool: pg.Pool): Kysely<DB> => createKysely<DB>(pool);

/** Kysely inside one of Prisma's transactions: commits or rolls back with it. */
export const sqlIn = (tx: Tx): Kysely<DB> => kyselyIn<DB>(tx);

/**
 * Runs `work` in a Kysely transaction on the pool; what it queued with afterCommit (the Redis
 * leaderboard, teachers' notices) runs once it has committed, and a failure there is logged: the
 * commit stands, and the leaderboard's reconciler repairs the board.
 */
export function inTransaction<T>(
  deps: { db: Kysely<DB>; logger: Pick<Logger, 'warn'> },
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const db = {
    $transaction: <R>(fn: (trx: Transaction<DB>) => Promise<R>) =>
      deps.db.transaction().execute(fn),
  };
  return transactionWithAfterCommit(db, deps.logger, work);
}
