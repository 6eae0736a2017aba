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
