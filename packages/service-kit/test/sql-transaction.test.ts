import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fc/testkit/infrastructure';
import { createPool } from '../src/db.ts';
import {
  sqlFragment,
  sqlLiteral,
  statementNames,
  toParameterizedQuery,
  withSqlTransaction,
} from '../src/sql-transaction.ts';

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

describe('a connection PostgreSQL ends mid-transaction', () => {
  it('when the server ends it while the work runs, then the transaction fails, the process lives on and the pool goes on', async () => {
    let pid = 0;
    const attempt = withSqlTransaction(pool, async (tx) => {
      [{ pid = 0 } = {}] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      // Between statements (no query in flight) the server ends the connection.
      await new Promise((resolve) => setTimeout(resolve, 500));
      return tx.$executeRaw`UPDATE account SET cents = cents + ${1} WHERE id = ${2}`;
    });
    const outcome = attempt.then(
      () => 'committed',
      (error: Error) => error.message,
    );
    await expect.poll(() => pid).not.toBe(0);
    await pool.query('SELECT pg_terminate_backend($1::int)', [pid]);
    // An unheard 'error' on the checked-out client would have ended this process (vitest
    // reports it); instead the transaction fails and nothing it did stays.
    expect(await outcome).toMatch(/terminat|not queryable|Connection/i);
    for (let run = 0; run < 3; run += 1) {
      expect(await withSqlTransaction(pool, async (tx) => tx.$executeRaw`SELECT 1`)).toBe(1);
    }
  });
});

describe('a statement sent with BEGIN', () => {
  it('when it writes, then the work gets its row count, and a quoted literal stays a value', async () => {
    const tag = "it's'; DROP TABLE account; --";
    const seen = await withSqlTransaction(
      pool,
      async (tx, begun) => {
        const [row] = await tx.$queryRaw<
          { tags: string[] }[]
        >`SELECT tags FROM account WHERE id = ${2}`;
        return { rowCount: begun?.rowCount, tags: row?.tags };
      },
      { begin: `UPDATE account SET tags = ARRAY[${sqlLiteral(tag)}] WHERE id IN (2, 3)` },
    );
    expect(seen).toEqual({ rowCount: 1, tags: [tag] });
    await pool.query(`UPDATE account SET tags = '{}' WHERE id = 2`);
  });
});

describe('prepared statements', () => {
  it('when a statement runs again on a connection, then PostgreSQL has it prepared (parsed once) and answers as before', async () => {
    const runs = await withSqlTransaction(pool, async (tx) => {
      const answers: { cents: bigint }[][] = [];
      for (const id of [1, 2, 1])
        answers.push(
          await tx.$queryRaw<{ cents: bigint }[]>`SELECT cents FROM account WHERE id = ${id}`,
        );
      // The same text with a fragment spliced in is one statement too.
      const clause = sqlFragment`id = ${2}`;
      for (let run = 0; run < 2; run += 1)
        await tx.$queryRaw`SELECT cents FROM account WHERE ${clause} AND cents >= ${0}`;
      const prepared = await tx.$queryRaw<{ statement: string }[]>`
        SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${'SELECT cents FROM account%'}
        ORDER BY statement`;
      return { answers, prepared: prepared.map((row) => row.statement) };
    });
    expect(runs.answers.map((rows) => rows[0]?.cents)).toEqual([
      9007199254740993n,
      expect.any(BigInt),
      9007199254740993n,
    ]);
    expect(runs.prepared).toEqual([
      'SELECT cents FROM account WHERE id = $1',
      'SELECT cents FROM account WHERE id = $1 AND cents >= $2',
    ]);
  });

  it('when a statement fails, then the transaction rolls back and the next one on the connection runs', async () => {
    const failing = (tx: Parameters<Parameters<typeof withSqlTransaction>[1]>[0]) =>
      tx.$executeRaw`UPDATE account SET cents = cents / ${0} WHERE id = ${1}`;
    for (let run = 0; run < 3; run += 1)
      await expect(withSqlTransaction(pool, failing)).rejects.toThrow(/division by zero/);
    expect(await withSqlTransaction(pool, async (tx) => tx.$executeRaw`SELECT 1`)).toBe(1);
  });

  it('when more distinct texts come than the limit, then the further ones are not prepared (none held without end)', () => {
    const nameOf = statementNames(2);
    const first = nameOf('SELECT 1');
    expect(first).toMatch(/^fc_[0-9a-f]{24}$/);
    expect(nameOf('SELECT 1')).toBe(first);
    expect(nameOf('SELECT 2')).not.toBe(first);
    expect(nameOf('SELECT 3')).toBeUndefined();
    // Those named before the limit keep their names.
    expect(nameOf('SELECT 1')).toBe(first);
  });
});

describe('BEGIN with the first statement, COMMIT with the last', () => {
  /** Round trips (ReadyForQuery messages) each connection answers from now on. */
  const roundTrips = new Map<pg.PoolClient, number>();
  const countRoundTrips = (client: pg.PoolClient) => {
    if (roundTrips.has(client)) return;
    roundTrips.set(client, 0);
    const { connection } = client as unknown as { connection: pg.Connection };
    connection.on('readyForQuery', () => roundTrips.set(client, (roundTrips.get(client) ?? 0) + 1));
  };
  const totalRoundTrips = () => [...roundTrips.values()].reduce((sum, n) => sum + n, 0);
  const transfer = (from: number, to: number, cents: number) =>
    withSqlTransaction(
      pool,
      async (tx) => {
        const [row] = await tx.$queryRaw<{ cents: bigint }[]>`
          SELECT cents FROM account WHERE id = ${from}`;
        const balance = row?.cents ?? 0n;
        if (balance < BigInt(cents)) throw new Error('insufficient');
        await tx.withCommit().$executeRaw`
          WITH taken AS (UPDATE account SET cents = ${balance - BigInt(cents)} WHERE id = ${from})
          UPDATE account SET cents = cents + ${cents} WHERE id = ${to}`;
        return balance;
      },
      {
        begin: `SELECT id FROM account WHERE id IN (${from}, ${to}) ORDER BY id FOR UPDATE`,
        beginWithFirstStatement: true,
      },
    );
  beforeAll(() => {
    pool.on('acquire', countRoundTrips);
  });
  afterAll(() => {
    pool.removeListener('acquire', countRoundTrips);
  });

  it('when its statements are prepared on the connection, then a transaction of two statements is two round trips', async () => {
    await pool.query(
      'INSERT INTO account (id, cents) VALUES (3, 1000), (4, 1000) ON CONFLICT (id) DO UPDATE SET cents = 1000',
    );
    // The first runs on each connection prepare the statements (one statement a round trip).
    for (let run = 0; run < 4; run += 1) await transfer(3, 4, 1);
    const before = totalRoundTrips();
    for (let run = 0; run < 5; run += 1) expect(await transfer(3, 4, 1)).toBe(BigInt(996 - run));
    expect(totalRoundTrips() - before).toBe(10);
    expect(await centsOf(3)).toBe('991');
    expect(await centsOf(4)).toBe('1009');
  });

  it('when transfers race on the same rows, then each reads what the one before it wrote: no cent is lost or made', async () => {
    await pool.query('UPDATE account SET cents = 1000 WHERE id IN (3, 4)');
    await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? transfer(3, 4, 7) : transfer(4, 3, 5))),
    );
    expect(Number(await centsOf(3)) + Number(await centsOf(4))).toBe(2000);
    expect(await centsOf(3)).toBe(String(1000 - 20 * 7 + 20 * 5));
  });

  it('when the committing statement fails, then COMMIT does not run, nothing stays and the connection goes on', async () => {
    await pool.query('UPDATE account SET cents = 1000 WHERE id IN (3, 4)');
    for (let run = 0; run < 3; run += 1) {
      await expect(
        withSqlTransaction(
          pool,
          async (tx) => {
            await tx.$executeRaw`UPDATE account SET cents = cents - ${100} WHERE id = ${3}`;
            await tx.withCommit()
              .$executeRaw`UPDATE account SET cents = cents / ${0} WHERE id = ${4}`;
          },
          { beginWithFirstStatement: true },
        ),
      ).rejects.toThrow(/division by zero/);
    }
    expect(await centsOf(3)).toBe('1000');
    expect(await transfer(3, 4, 1)).toBe(1000n);
  });

  it('when the statement sent with BEGIN fails, then the work fails with its error and nothing stays', async () => {
    await pool.query('UPDATE account SET cents = 1000 WHERE id = 3');
    await expect(
      withSqlTransaction(
        pool,
        async (tx) => tx.withCommit().$executeRaw`UPDATE account SET cents = 0 WHERE id = ${3}`,
        { begin: 'SELECT 1 / 0', beginWithFirstStatement: true },
      ),
    ).rejects.toThrow(/division by zero/);
    expect(await centsOf(3)).toBe('1000');
  });

  it('when the work refuses before its first statement, then BEGIN was never sent and nothing of it ran', async () => {
    await pool.query('UPDATE account SET cents = 1000 WHERE id = 3');
    await expect(
      withSqlTransaction(
        pool,
        async () => {
          throw new Error('refused');
        },
        { begin: 'UPDATE account SET cents = 0 WHERE id = 3', beginWithFirstStatement: true },
      ),
    ).rejects.toThrow('refused');
    expect(await centsOf(3)).toBe('1000');
    // A work that sends nothing but returns still has what its begin statement does done.
    await withSqlTransaction(pool, async () => 'nothing sent', {
      begin: 'UPDATE account SET cents = 999 WHERE id = 3',
      beginWithFirstStatement: true,
    });
    expect(await centsOf(3)).toBe('999');
  });

  it('when a statement follows the committing one, then it is refused (it would run outside the transaction)', async () => {
    await expect(
      withSqlTransaction(pool, async (tx) => {
        await tx.withCommit().$executeRaw`SELECT ${1}::int`;
        await tx.$executeRaw`UPDATE account SET cents = 0 WHERE id = ${3}`;
      }),
    ).rejects.toThrow(/has committed/);
    expect(await centsOf(3)).not.toBe('0');
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
