import type pg from 'pg';

/**
 * The outbox relays running in this process, by the pool whose outbox they send. A transaction
 * that wrote outbox rows on a pool with a relay here wakes that relay itself once it has
 * committed (withSqlTransaction); only a writer with no relay in its process has to notify the
 * schema's channel through PostgreSQL (pg_notify at commit, heard by a relay's LISTEN), which
 * costs every commit a notification queue write and a wake-up of each listening connection.
 */
const relays = new Map<pg.Pool, Set<() => void>>();

/** Registers a relay's wake-up for its pool; answers the function that takes it off again. */
export function registerRelayWakeup(pool: pg.Pool, wake: () => void): () => void {
  let wakes = relays.get(pool);
  if (!wakes) relays.set(pool, (wakes = new Set()));
  wakes.add(wake);
  return () => {
    wakes.delete(wake);
    if (wakes.size === 0 && relays.get(pool) === wakes) relays.delete(pool);
  };
}

/** Wakes every relay of this process that sends the pool's outbox (none: nothing happens). */
export function wakeLocalRelays(pool: pg.Pool): void {
  for (const wake of relays.get(pool) ?? []) wake();
}

/** Whether a relay of this process sends the pool's outbox. */
export function hasLocalRelay(pool: pg.Pool): boolean {
  return (relays.get(pool)?.size ?? 0) > 0;
}
