import pg from 'pg';

/**
 * Several statements in one round trip to PostgreSQL (issue #24): each step's Bind, Describe and
 * Execute messages (with a Parse for an unnamed one) written together, then one Sync, so the
 * connection sends one write and PostgreSQL answers in one. PostgreSQL runs the steps in order,
 * each with its own snapshot, exactly as if they had been sent one after the other; when one fails
 * it skips the rest up to the Sync, so a COMMIT behind a failed statement never runs.
 *
 * node-postgres sends one statement per round trip (it has no pipeline of its own outside its
 * client-wide pipeline mode): this is a Submittable, the extension point its cursors use, speaking
 * the same extended-query messages its own Query does.
 */
export interface PipelineStep {
  text: string;
  values?: readonly unknown[];
  /**
   * The name the statement is prepared under on this connection. A named step is sent only
   * Bind/Execute, so it must be prepared on the connection already (isPreparedOn); an unnamed one
   * is parsed in the pipeline.
   */
  name?: string;
}

/** The parts of node-postgres's wire connection a pipeline writes to (pg/lib/connection.js). */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** node-postgres's Result, with the methods its Query fills it by (pg/lib/result.js). */
interface FilledResult extends pg.QueryResult {
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): unknown;
  addRow(row: unknown): void;
  addCommandComplete(message: unknown): void;
}

const { utils } = pg as unknown as { utils: { prepareValue(value: unknown): unknown } };
/** node-postgres's own mapping of a parameter to its text (dates, arrays, JSON, buffers). */
const prepareValue = (value: unknown) => utils.prepareValue(value);

/** Whether the named step is prepared, with this very text, on the client's connection. */
export function isPreparedOn(client: pg.PoolClient, step: PipelineStep): boolean {
  if (step.name === undefined) return true;
  const { connection } = client as unknown as { connection: WireConnection };
  return connection.parsedStatements[step.name] === step.text;
}

class PipelinedQuery implements pg.Submittable {
  callback?: (error: Error | null, results?: pg.QueryResult[]) => void;
  private readonly results: pg.QueryResult[] = [];
  private current: FilledResult;
  private rowError: Error | undefined;

  constructor(
    private readonly steps: readonly PipelineStep[],
    private readonly types: pg.CustomTypesConfig | undefined,
  ) {
    this.current = this.newResult();
  }

  submit(connection: unknown): Error | null {
    const wire = connection as WireConnection;
    // Every value is mapped before anything is written: a value that cannot be sent fails the
    // pipeline before any of it reaches the connection (a half-written pipeline has no Sync).
    let values: unknown[][];
    try {
      values = this.steps.map((step) => (step.values ?? []).map((value) => prepareValue(value)));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    wire.stream.cork?.();
    try {
      this.steps.forEach((step, index) => {
        if (step.name === undefined) wire.parse({ text: step.text, name: '' });
        wire.bind({ portal: '', statement: step.name ?? '', values: values[index] ?? [] });
        wire.describe({ type: 'P', name: '' });
        wire.execute({ portal: '', rows: 0 });
      });
      wire.sync();
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: unknown[] }): void {
    this.current.addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    if (this.rowError) return;
    try {
      this.current.addRow(this.current.parseRow(message.fields));
    } catch (error) {
      this.rowError = error instanceof Error ? error : new Error(String(error));
    }
  }

  handleCommandComplete(message: unknown): void {
    this.current.addCommandComplete(message);
    this.results.push(this.current);
    this.current = this.newResult();
  }

  handleEmptyQuery(): void {
    this.results.push(this.current);
    this.current = this.newResult();
  }

  handlePortalSuspended(): void {
    // Never sent: every Execute asks for all rows.
  }

  handleCopyInResponse(connection: unknown): void {
    (connection as WireConnection).sendCopyFail('COPY is not supported in a pipeline');
  }

  handleCopyData(): void {
    // Nothing: a COPY is refused above.
  }

  handleError(error: Error): void {
    this.finish(this.rowError ?? error);
  }

  handleReadyForQuery(): void {
    this.finish(this.rowError ?? null);
  }

  private finish(error: Error | null): void {
    const callback = this.callback;
    this.callback = undefined;
    if (error) callback?.(error);
    else callback?.(null, this.results);
  }

  private newResult(): FilledResult {
    return new pg.Result(undefined as unknown as string, this.types as never) as FilledResult;
  }
}

/**
 * Runs the steps in one round trip on the client's connection and answers each step's result, in
 * order. A failed step fails the whole: its error is the answer, and the steps after it did not
 * run (in a transaction, the transaction is then aborted and wants its ROLLBACK).
 */
export function runPipeline(
  client: pg.PoolClient,
  steps: readonly PipelineStep[],
  types?: pg.CustomTypesConfig,
): Promise<pg.QueryResult[]> {
  return new Promise((resolve, reject) => {
    const query = new PipelinedQuery(steps, types);
    query.callback = (error, results) => (error ? reject(error) : resolve(results ?? []));
    void client.query(query as unknown as pg.QueryConfig);
  });
}
