import { PrismaPg } from '@prisma/adapter-pg';
import type { Kysely, Transaction } from 'kysely';
import type pg from 'pg';
import { createKysely, kyselyIn } from '@fc/service-kit/db';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';
import type { DB } from './generated/kysely.ts';

/**
 * The market schema two ways (docs/adr/0011-kysely-beside-prisma.md). Kysely, typed by the
 * generated tables, does nearly all of the market's work: trades, orders and the events it
 * applies are its busiest paths (docs/performance.md), and they share their portfolio steps with
 * everything else. Prisma's client remains for the price refresh's long transaction, which needs
 * its timeout, and for the tests' look at the tables.
 */
export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

/** Kysely on the pool, one of its transactions, or Kysely inside a Prisma transaction (sqlIn). */
export type Sql = Kysely<DB>;
/** A Kysely transaction on the pool: what the market's event handlers run in. */
export type Trx = Transaction<DB>;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'market' }) });
}

/** Kysely on the pool: its queries and transactions, outside any Prisma transaction. */
export const createDatabase = (pool: pg.Pool): Sql => createKysely<DB>(pool);

/** Kysely inside one of Prisma's transactions: commits or rolls back with it. */
export const sqlIn = (tx: Tx): Sql => kyselyIn<DB>(tx);
