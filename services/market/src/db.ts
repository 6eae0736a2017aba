import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
/** A repository function runs on the client or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export function createPrismaClient(pool: pg.Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: 'market' }) });
}
