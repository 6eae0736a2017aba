import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'learning' }) });
}

/**
 * Serialises work on one user's module inside a transaction (quiz pay-outs, flashcard mastery),
 * so two requests at once cannot both pay or both miss the moment a module is mastered.
 */
export async function lockUserModule(tx: Tx, userId: number, moduleId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${userId}::int, ${moduleId}::int)`;
}

/**
 * The same lock as a statement to send with BEGIN (withSqlTransaction's `begin`): a simple query
 * has no parameters, so the ids are written in, and only ever as safe integers.
 */
export function lockUserModuleStatement(userId: number, moduleId: number): string {
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(moduleId))
    throw new Error(`not a user and module: ${userId}, ${moduleId}`);
  return `SELECT pg_advisory_xact_lock(${userId}::int, ${moduleId}::int)`;
}
