import { PrismaPg } from '@prisma/adapter-pg';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { createKysely, kyselyIn } from '@fc/service-kit/db';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';
import type { DB } from './generated/kysely.ts';

/**
 * The learning schema two ways (docs/adr/0011-kysely-beside-prisma.md): Prisma's model API, and
 * Kysely typed by the generated tables for what that API cannot say and for a lesson's opening
 * and completion, the busiest paths (docs/performance.md).
 */
export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

/** Kysely on the pool, one of its transactions, or Kysely inside a Prisma transaction (sqlIn). */
export type Sql = Kysely<DB>;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'learning' }) });
}

/** Kysely on the pool: queries of their own, outside any Prisma transaction. */
export const createDatabase = (pool: pg.Pool): Sql => createKysely<DB>(pool);

/** Kysely inside one of Prisma's transactions: commits or rolls back with it. */
export const sqlIn = (tx: Tx): Sql => kyselyIn<DB>(tx);

/**
 * Serialises work on one user's module inside a transaction (lesson completions, quiz pay-outs,
 * flashcard mastery), so two requests at once cannot both pay or both miss the moment a module
 * is mastered. The lock's void is not selected: Prisma's raw queries cannot read a void column.
 */
export async function lockUserModule(db: Sql, userId: number, moduleId: number): Promise<void> {
  await sql`SELECT 1 AS locked FROM pg_advisory_xact_lock(${userId}::int, ${moduleId}::int)`.execute(
    db,
  );
}
