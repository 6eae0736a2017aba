import { PrismaPg } from '@prisma/adapter-pg';
import type { Kysely, Transaction } from 'kysely';
import type pg from 'pg';
import { createKysely, kyselyIn } from '@fc/service-kit/db';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';
import type { DB } from './generated/kysely.ts';

/**
 * The auth schema two ways (docs/adr/0011-kysely-beside-prisma.md): Prisma's model API, and
 * Kysely typed by the generated tables for what that API cannot say and for the busiest events.
 */
export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

/** Kysely on the pool, one of its transactions, or Kysely inside a Prisma transaction. */
export type Sql = Kysely<DB> | Transaction<DB>;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'auth' }) });
}

/** Kysely on the pool: queries of their own, outside any Prisma transaction. */
export const createDatabase = (pool: pg.Pool): Kysely<DB> => createKysely<DB>(pool);

/** Kysely inside one of Prisma's transactions: commits or rolls back with it. */
export const sqlIn = (tx: Tx): Kysely<DB> => kyselyIn<DB>(tx);

/** Prisma's unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002'
  );
}
