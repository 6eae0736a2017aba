// `npm run bench` (login): sign-ins through the gateway at 20 at a time, with production's
// argon2id settings (19 MiB, 2 passes), beside the same run's time for one hash alone. Every
// answer must be a sign-in or a clear 503 (the hash queue is full:
// docs/adr/0007-argon2id-passwords.md).
import { startAuthService } from '../../services/auth/test/fixtures/build-auth-service.ts';
import { DEFAULT_HASH_SETTINGS, hashPassword } from '../../services/auth/src/passwords.ts';
import { startInProcessGateway } from './in-process-gateway.ts';
import { measure, printTable, times } from './measure.ts';

const SIGN_INS = Number(process.env.BENCH_LOGINS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 20);
const STUDENTS = 20;

const auth = await startAuthService({
  PASSWORD_HASH_MEMORY_KIB: String(DEFAULT_HASH_SETTINGS.memoryKiB),
  PASSWORD_HASH_PASSES: String(DEFAULT_HASH_SETTINGS.passes),
});
const students: string[] = [];
for (let index = 0; index < STUDENTS; index += 1) {
  students.push((await auth.registerStudent({ password: `bench-pass-${index}` })).user.username);
}
const gateway = await startInProcessGateway(auth.baseUrl);
const gatewayUrl = gateway.url;

// The baseline: one argon2id hash at the same settings, alone (median of 7).
const hashTimes: number[] = [];
for (let round = 0; round < 7; round += 1) {
  const t0 = performance.now();
  await hashPassword('bench-pass-0', DEFAULT_HASH_SETTINGS);
  hashTimes.push(performance.now() - t0);
}
hashTimes.sort((a, b) => a - b);
const singleHash = hashTimes[3] ?? Number.NaN;

const statuses = new Map<number, number>();
let next = 0;
const signIn = async () => {
  const index = next++ % STUDENTS;
  const response = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: students[index], password: `bench-pass-${index}` }),
  });
  await response.arrayBuffer();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response.status === 200;
};
await measure(20, 4, signIn); // warm-up
statuses.clear();
const measured = await measure(SIGN_INS, CONCURRENCY, signIn);

const ms = (value: number) => `${value.toFixed(0)} ms`;
printTable(
  ['figure', 'measured', 'one hash alone (baseline)', 'measured ÷ baseline'],
  [
    [
      `sign-in p95, ${CONCURRENCY} at a time`,
      ms(measured.p95),
      ms(singleHash),
      times(measured.p95, singleHash),
    ],
    ['sign-in p50', ms(measured.p50), ms(singleHash), times(measured.p50, singleHash)],
    [
      'sign-ins per second',
      measured.perSecond.toFixed(1),
      `${(1000 / singleHash).toFixed(1)} (one at a time)`,
      times(measured.perSecond, 1000 / singleHash),
    ],
  ],
);
process.stdout.write(
  `\n${SIGN_INS} sign-ins; answers: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}\n` +
    'Baseline: one argon2id hash (19 MiB, 2 passes) alone in this process, median of 7.\n',
);

await gateway.close();
await auth.close();
// The exit code says whether every answer was one a caller may get, not whether a figure is good
// enough.
const unexpected = [...statuses.keys()].filter((status) => status !== 200 && status !== 503);
process.exit(unexpected.length === 0 ? 0 : 1);
