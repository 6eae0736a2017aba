import { createHash } from 'node:crypto';
import pg from 'pg';
import type { RawSqlQuerier } from './db.ts';
import { hasLocalRelay, wakeLocalRelays } from './events/relay-wakeup.ts';
import { isPreparedOn, runPipeline, type PipelineStep } from './sql-pipeline.ts';

/**
 * A transaction on one pooled connection, for the few hot paths where Prisma's own work per
 * statement is most of the cost (issue #24: a trade spent more CPU in Prisma's client than in
 * everything else together). It speaks the same tagged raw SQL as a Prisma transaction
 * (`tx.$queryRaw\`...\``), so the repository functions, publishEvent and the Idempotency-Key
 * claim run on either, and answers rows the way Prisma's raw queries do: int8 as bigint,
 * timestamps as Date, arrays and JSON parsed.
 */
export interface SqlTransaction extends RawSqlQuerier {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
  /** SQL text with $1, $2, ... and its values, as Prisma's `$executeRawUnsafe` takes them. */
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  /**
   * The same transaction, whose next statement is sent with COMMIT in one round trip: for the
   * transaction's last statement (a statement after it fails: the transaction has ended). When
   * that statement fails, COMMIT does not run and the transaction is rolled back. On the pool
   * (sqlOnPool), where each statement commits on its own, this is the pool itself.
   */
  withCommit(): SqlTransaction;
  /**
   * For a statement that writes outbox rows: asks for this process's outbox relay to be woken as
   * soon as the transaction has committed, and answers true; or answers false when no relay of
   * this process sends the pool's outbox (or on the pool, outside a transaction), and the
   * statement must notify the schema's channel itself (publish.ts outboxNotification).
   */
  wakeRelayAfterCommit(): boolean;
}

/** A piece of SQL with its values: Prisma.sql`...` and sql-template-tag fragments have this shape. */
export interface SqlFragment {
  strings: readonly string[];
  values: readonly unknown[];
}

/** A fragment to splice into a SqlTransaction's query (its values stay parameters). */
export function sqlFragment(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  return { strings: [...strings], values };
}

function isFragment(value: unknown): value is SqlFragment {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SqlFragment).strings) &&
    Array.isArray((value as SqlFragment).values)
  );
}

/**
 * The text with $1, $2, ... and its values, nested fragments spliced in: values never become
 * part of the SQL text.
 */
export function toParameterizedQuery(
  strings: readonly string[],
  values: readonly unknown[],
): { text: string; values: unknown[] } {
  const out: unknown[] = [];
  const append = (parts: readonly string[], parameters: readonly unknown[]): string => {
    let text = parts[0] ?? '';
    parameters.forEach((value, index) => {
      if (isFragment(value)) text += append(value.strings, value.values);
      else {
        out.push(value);
        text += `$${out.length}`;
      }
      text += parts[index + 1] ?? '';
    });
    return text;
  };
  return { text: append(strings, values), values: out };
}

const INT8_OID = 20;

/** pg's own parsers, except int8 read as bigint, as Prisma's raw queries read it. */
const parseInt8 = (value: string): bigint => BigInt(value);
const prismaLikeTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID
      ? parseInt8
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** A string as a quoted SQL literal, for the few values a `begin` statement carries. */
export function sqlLiteral(value: string): string {
  return pg.escapeLiteral(value);
}

/**
 * The same tagged raw SQL straight on the pool, each statement on whichever connection is free and
 * in no transaction: for a hot path's reads outside a transaction.
 */
export function sqlOnPool(pool: pg.Pool): SqlTransaction {
  return transactionOn(pool);
}

/** Distinct statements prepared at most; any further text runs unnamed (parsed each time). */
export const PREPARED_STATEMENTS_MAX = 500;

/**
 * Names statements are prepared under on each connection: the same text always gets the same
 * name, so PostgreSQL parses it once per connection and, after a few runs, keeps its plan instead
 * of planning it again at every run (issue #24: parsing and planning the trade's two statements
 * was most of PostgreSQL's time per trade). The texts are the code's own (values are parameters),
 * so they are few; past `max` distinct texts a new one is not prepared (undefined: sent unnamed),
 * so a query built with a varying number of parameters never makes a connection hold statements
 * without end.
 */
export function statementNames(
  max = PREPARED_STATEMENTS_MAX,
): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `fc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

const preparedStatementName = statementNames();
/**
 * A tagged query without nested fragments has the same text at every run of its call site: its
 * name is kept by the template itself, so the text need not be looked up (hashed) each time.
 */
const namesOfTemplates = new WeakMap<TemplateStringsArray, string | undefined>();

function nameOf(strings: TemplateStringsArray, values: unknown[], text: string) {
  if (values.some(isFragment)) return preparedStatementName(text);
  if (namesOfTemplates.has(strings)) return namesOfTemplates.get(strings);
  const name = preparedStatementName(text);
  namesOfTemplates.set(strings, name);
  return name;
}

/**
 * The transaction whose next statement takes COMMIT along (SqlTransaction.withCommit), for code
 * that runs in either kind of transaction: a Prisma transaction commits on its own, and is given
 * back as it is.
 */
export function committing<T extends RawSqlQuerier>(tx: T): T {
  const { withCommit } = tx as unknown as Partial<SqlTransaction>;
  return typeof withCommit === 'function' ? (withCommit.call(tx) as unknown as T) : tx;
}

/**
 * Where a transaction's statements stand on its connection: the statements still to be sent
 * before its first one (BEGIN and `begin`, when they go with it), and whether a statement has
 * been sent with COMMIT.
 */
interface TransactionState {
  pool: pg.Pool;
  client: pg.PoolClient;
  unsentBegin: string[];
  isCommitted: boolean;
  /** The transaction wrote outbox rows that this process's relay sends: wake it at commit. */
  wakesRelay: boolean;
}

/**
 * One statement of the transaction, with what must go in its round trip: the BEGIN not sent yet
 * before it, COMMIT after it. Pipelined when the statement is prepared on the connection already;
 * else (its first run on this connection) sent one after the other, which prepares it.
 */
async function sendInTransaction(
  state: TransactionState,
  statement: { text: string; values: unknown[]; name: string | undefined },
  withCommit: boolean,
): Promise<pg.QueryResult> {
  if (state.isCommitted) {
    throw new Error(
      'The transaction has committed: a statement after its committing one would run outside it',
    );
  }
  const before = state.unsentBegin;
  state.unsentBegin = [];
  if (withCommit) state.isCommitted = true;
  const main = { ...statement, types: prismaLikeTypes };
  if (before.length === 0 && !withCommit) return state.client.query(main);
  if (isPreparedOn(state.client, statement)) {
    const steps: PipelineStep[] = [
      ...before.map((text) => ({ text })),
      statement,
      ...(withCommit ? [{ text: 'COMMIT' }] : []),
    ];
    const results = await runPipeline(state.client, steps, prismaLikeTypes);
    const result = results[before.length];
    if (!result) throw new Error('the pipeline answered fewer results than it had statements');
    return result;
  }
  if (before.length > 0) await state.client.query(before.join('; '));
  const result = await state.client.query(main);
  if (withCommit) await state.client.query('COMMIT');
  return result;
}

/** The statements on the pool, or in a transaction (`state`), the next taking COMMIT when told. */
function transactionOn(
  client: pg.Pool | pg.PoolClient,
  state?: TransactionState,
  withCommit = false,
): SqlTransaction {
  const send = (statement: { text: string; values: unknown[]; name: string | undefined }) =>
    state
      ? sendInTransaction(state, statement, withCommit)
      : client.query({ ...statement, types: prismaLikeTypes });
  const run = (strings: TemplateStringsArray, values: unknown[]) => {
    const query = toParameterizedQuery(strings, values);
    return send({ ...query, name: nameOf(strings, values, query.text) });
  };
  const self: SqlTransaction = {
    async $queryRaw<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T> {
      return (await run(strings, values)).rows as T;
    },
    async $executeRaw(strings: TemplateStringsArray, ...values: unknown[]): Promise<number> {
      return (await run(strings, values)).rowCount ?? 0;
    },
    async $executeRawUnsafe(text: string, ...values: unknown[]): Promise<number> {
      return (await send({ text, values, name: preparedStatementName(text) })).rowCount ?? 0;
    },
    withCommit: () => (state ? transactionOn(client, state, true) : self),
    wakeRelayAfterCommit: () => {
      if (!state || !hasLocalRelay(state.pool)) return false;
      state.wakesRelay = true;
      return true;
    },
  };
  return self;
}

/**
 * Runs `work` in a transaction on one connection from the pool: committed when it returns,
 * rolled back when it throws (the error goes on). `begin` is sent with BEGIN in the same round
 * trip (a simple query without parameters, such as a row lock on a validated integer id, its
 * values written with `sqlLiteral`); `work` gets its result (the last statement's, when it is
 * several). With `beginWithFirstStatement`, BEGIN and `begin` are not sent on their own: they go
 * with the work's first statement, in its round trip (and `work` gets no result of theirs; `begin`
 * is then one statement, since each statement of a pipeline is prepared on its own). The work's
 * last statement can take COMMIT with it the same way (`tx.withCommit()`). Once committed, it
 * wakes this process's outbox relay when a statement asked it to (`tx.wakeRelayAfterCommit()`).
 */
export async function withSqlTransaction<R>(
  pool: pg.Pool,
  work: (tx: SqlTransaction, begun: pg.QueryResult | undefined) => Promise<R>,
  options: { begin?: string; beginWithFirstStatement?: boolean } = {},
): Promise<R> {
  const client = await pool.connect();
  let isBroken = false;
  // A checked-out connection has no error listener of the pool's: one that PostgreSQL ends while
  // it is out (pg_terminate_backend, a restart) would emit an unheard 'error' and end the process.
  // It is heard here; the statement in flight fails on its own, and the connection leaves the pool.
  const onError = () => {
    isBroken = true;
  };
  client.on('error', onError);
  const beginText = options.begin ? `BEGIN; ${options.begin}` : 'BEGIN';
  const state: TransactionState = {
    pool,
    client,
    unsentBegin: [],
    isCommitted: false,
    wakesRelay: false,
  };
  try {
    let begun: pg.QueryResult | undefined;
    if (options.beginWithFirstStatement) {
      state.unsentBegin = options.begin ? ['BEGIN', options.begin] : ['BEGIN'];
    } else {
      const sent: pg.QueryResult | pg.QueryResult[] = await client.query(beginText);
      // Several statements answer a result each (pg's types say one).
      const results: pg.QueryResult[] = Array.isArray(sent) ? sent : [sent];
      begun = options.begin ? results.at(-1) : undefined;
    }
    const result = await work(transactionOn(client, state), begun);
    if (state.unsentBegin.length > 0) {
      // The work sent no statement: what `begin` does (a row it writes) is still done.
      if (options.begin) await client.query(`${beginText}; COMMIT`);
    } else if (!state.isCommitted) {
      await client.query('COMMIT');
    }
    // Committed: the relay sends the transaction's events now (a relay that is busy looks again
    // as soon as its batch is done).
    if (state.wakesRelay) wakeLocalRelays(pool);
    return result;
  } catch (error) {
    try {
      // Nothing to roll back when the work failed before its first statement took BEGIN along.
      if (state.unsentBegin.length === 0) await client.query('ROLLBACK');
    } catch {
      // The connection itself failed: it leaves the pool instead of going back to it.
      isBroken = true;
    }
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(isBroken);
  }
}
