import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger.ts';

type Work = () => Promise<unknown>;

const pending = new AsyncLocalStorage<Work[]>();

/**
 * Work for once the surrounding transaction has committed: writes to something outside the
 * database (an index in Redis) that must never show what a rolled-back transaction did. Call it
 * inside a transaction that `withAfterCommit` started; the work runs only if that commits.
 */
export function afterCommit(work: Work): void {
  const queue = pending.getStore();
  if (!queue) {
    throw new Error(
      'afterCommit was called outside withAfterCommit: start the transaction with withAfterCommit so the work can wait for its commit',
    );
  }
  queue.push(work);
}

/**
 * Runs a transaction, then the work it queued with afterCommit, in order. If the transaction
 * throws, the work is dropped. Work that fails after the commit is reported to `onError` and
 * does not fail the caller: the commit stands, and whatever the work kept (the Redis
 * leaderboard) is repaired from the database by its reconciler.
 */
export async function withAfterCommit<T>(
  transaction: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T> {
  const queue: Work[] = [];
  const result = await pending.run(queue, transaction);
  for (const work of queue) {
    try {
      await work();
    } catch (error) {
      onError(error);
    }
  }
  return result;
}

/** A database transaction whose afterCommit work runs once it commits; failures are logged. */
export function transactionWithAfterCommit<Tx, T>(
  db: { $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R> },
  logger: Pick<Logger, 'warn'>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withAfterCommit(
    () => db.$transaction(fn),
    (error) =>
      logger.warn({ err: error }, 'work after a commit failed; its reconciler will repair it'),
  );
}
