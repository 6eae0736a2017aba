import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { createKysely, kyselyIn } from '@fc/service-kit/db';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';
import type { DB } from './generated/kysely.ts';

/**
 * The budget schema two ways (docs/adr/0011-kysely-beside-prisma.md): Prisma's model API, and
 * Kysely typed by the generated tables for what that API cannot say.
 */
export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'budget' }) });
}

/** Kysely on the pool: queries of their own, outside any Prisma transaction. */
export const createDatabase = (pool: pg.Pool) => createKysely<DB>(pool);

/** Kysely inside one of Prisma's transactions: commits or rolls back with it. */
export const sqlIn = (tx: Tx) => kyselyIn<DB>(tx);
