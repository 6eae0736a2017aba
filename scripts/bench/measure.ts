/** Shared by the benchmarks: run a request function many times at a given concurrency. */
export interface Measured {
  p50: number;
  p95: number;
  perSecond: number;
  /** How many requests were timed. */
  requests: number;
  failures: number;
}

/**
 * How long each measured path runs before it is timed (BENCH_WARMUP_SECONDS). A server is
 * measured as it runs for days, with V8 done optimizing its hot code, not in its first seconds:
 * on these machines the market and the gateway took about half a minute of trades to settle (their
 * CPU per trade fell by a third from the first ten seconds to the fourth), the bare floor servers,
 * with far less code, less. Every path printed beside another (the product, its baseline, its floor)
 * gets the same warm-up.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);

/** Closed loop, untimed: `concurrency` callers sending `once` one after the other for `seconds`. */
export async function warmUp(
  seconds: number,
  concurrency: number,
  once: () => Promise<unknown>,
): Promise<void> {
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) await once();
    }),
  );
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function measure(
  total: number,
  concurrency: number,
  once: () => Promise<boolean>,
): Promise<Measured> {
  const timings: number[] = [];
  let started = 0;
  let failures = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started += 1;
        const t0 = performance.now();
        if (!(await once())) failures += 1;
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    perSecond: total / seconds,
    requests: total,
    failures,
  };
}

/**
 * Prints a table: the header, then the rows, each column as wide as its widest cell (the first
 * left-aligned, the others right-aligned). The benches print figures beside their same-run
 * baselines and floors; they judge none of them (docs/performance.md).
 */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) =>
        column === 0 ? (cells[column] ?? '').padEnd(width) : (cells[column] ?? '').padStart(width),
      )
      .join('  ')
      .trimEnd();
  process.stdout.write(`${[line(header), ...rows.map(line)].join('\n')}\n`);
}

/** "2.6×": how many times `value` is `baseline`. */
export const times = (value: number, baseline: number) => `${(value / baseline).toFixed(1)}×`;

/** "+1.20 ms" or "-0.30 ms": a difference with its sign, written by `format`. */
export const signed = (value: number, format: (magnitude: number) => string) =>
  `${value < 0 ? '-' : '+'}${format(Math.abs(value))}`;

/** "48 %": `value` as a share of `baseline`. */
export const percentOf = (value: number, baseline: number) =>
  `${((value / baseline) * 100).toFixed(0)} %`;

/**
 * Open loop: starts `rate` requests a second for `seconds`, on schedule whether or not earlier
 * ones have answered, and times each from when it was due (so a stall is not hidden by the
 * requests it held back). Tells how the system does at a given load rather than at its limit.
 */
export async function measureAtRate(
  rate: number,
  seconds: number,
  once: () => Promise<boolean>,
): Promise<Measured> {
  const total = Math.round(rate * seconds);
  const timings: number[] = [];
  let failures = 0;
  const begin = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = begin + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      once().then(
        (isOk) => {
          if (!isOk) failures += 1;
          timings.push(performance.now() - due);
        },
        () => {
          failures += 1;
          timings.push(performance.now() - due);
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - begin) / 1000;
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    perSecond: total / elapsed,
    requests: total,
    failures,
  };
}
