/** Shared by the benchmarks: run a request function many times at a given concurrency. */
export interface Measured {
  p50: number;
  p95: number;
  perSecond: number;
  failures: number;
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
    failures,
  };
}

export function printTable(rows: (readonly [string, string, string, string, boolean])[]): void {
  process.stdout.write(
    `${'figure'.padEnd(34)}${'measured'.padStart(14)}${'baseline'.padStart(14)}${'ratio / diff'.padStart(20)}  target\n`,
  );
  for (const [name, measured, baseline, difference, isMet] of rows) {
    process.stdout.write(
      `${name.padEnd(34)}${measured.padStart(14)}${baseline.padStart(14)}${difference.padStart(20)}  ${isMet ? 'met' : 'MISSED'}\n`,
    );
  }
}
