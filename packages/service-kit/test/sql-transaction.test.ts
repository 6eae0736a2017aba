import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fc/testkit/infrastructure';
import { createPool } from '../src/db.ts';
import { toParameterizedQuery, withSqlTransaction } from '../src/sql-transaction.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(`CREATE SCHEMA demo;
    CREATE TABLE demo.account (id INT PRIMARY KEY, cents BIGINT NOT NULL, tags TEXT[] NOT NULL DEFAULT '{}', at TIMESTAMPTZ NOT NULL DEFAULT now());
    INSERT INTO demo.account (id, cents, tags) VALUES (1, 9007199254740993, '{a,b}'), (2, 0, '{}');`);
  await setup.end();
  pool = createPool({ databaseUrl: database.url, schema: 'demo', max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const centsOf = async (id: number) =>
  (await pool.query<{ cents: string }>('SELECT cents FROM account WHERE id = $1', [id])).rows[0]
    ?.cents;

describe('withSqlTransaction', () => {
  it('when the work returns, then its writes are committed and rows read as Prisma reads them', async () => {
    const row = await withSqlTransaction(pool, async (tx) => {
      await tx.$executeRaw`UPDATE account SET cents = cents + ${5n} WHERE id = ${2}`;
      const [read] = await tx.$queryRaw<{ cents: bigint; tags: string[]; at: Date }[]>`
        SELECT cents, tags, at FROM account WHERE id = ${1}`;
      return read;
    });
    // int8 beyond 2^53 is exact (a bigint, as Prisma gives it), arrays and timestamps parsed.
    expect(row).toMatchObject({ cents: 9007199254740993n, tags: ['a', 'b'] });
    expect(row?.at).toBeInstanceOf(Date);
    expect(await centsOf(2)).toBe('5');
  });

  it('when the work throws, then nothing it wrote stays and the error goes on', async () => {
    const before = await centsOf(2);
    await expect(
      withSqlTransaction(pool, async (tx) => {
        await tx.$executeRaw`UPDATE account SET cents = cents + ${100} WHERE id = ${2}`;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await centsOf(2)).toBe(before);
    // The connection went back to the pool usable (two connections, many transactions).
    for (let run = 0; run < 4; run += 1) {
      expect(await withSqlTransaction(pool, async (tx) => tx.$executeRaw`SELECT 1`)).toBe(1);
    }
  });

  it('when a statement is sent with BEGIN, then it runs inside the transaction (a row lock held to the end)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withSqlTransaction(
      pool,
      async (tx) => {
        await held;
        await tx.$executeRaw`UPDATE account SET cents = cents + ${1} WHERE id = ${2}`;
      },
      { begin: 'SELECT id FROM account WHERE id = 2 FOR UPDATE' },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lockTaken = await pool.query(
      "SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'account' AND l.mode = 'RowShareLock'",
    );
    expect(lockTaken.rowCount).toBeGreaterThan(0);
    release();
    await first;
  });
});

describe('toParameterizedQuery', () => {
  it('when values and nested fragments are given, then each value is a parameter and never part of the text', () => {
    const inner = { strings: ['id = ', ' AND name = ', ''], values: [7, "x'); DROP TABLE t;--"] };
    const query = toParameterizedQuery(['SELECT * FROM t WHERE ', ' AND n > ', ''], [inner, 3]);
    expect(query).toEqual({
      text: 'SELECT * FROM t WHERE id = $1 AND name = $2 AND n > $3',
      values: [7, "x'); DROP TABLE t;--", 3],
    });
  });
});
