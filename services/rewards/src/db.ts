import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import type { RawSqlQuerier } from '@fc/service-kit/db';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
export type DbOrTx = Db | Tx;

/**
 * What a change of a member's points needs of its transaction: raw SQL only, so it runs in a
 * Prisma transaction or in a SqlTransaction on the pool (the events that pay points are applied
 * that way: issue #17).
 */
export type SqlTx = RawSqlQuerier & {
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
};

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'rewards' }) });
}
