// `npm run events -- <command>`: list, inspect and replay events that failed for good
// (docs/operations-events.md). Reads REDIS_URL and REDIS_PREFIX like the services.
//   failed [--service S] [--json]     every failed event, newest first, and a count per service
//   show <event id> [--service S]     one failed event: its envelope, its failure and stack
//   replay <event id> [--service S]   back onto its queue (the inbox makes a second run harmless)
//   replay --all [--service S] [--name EVENT]
import { parseArgs } from 'node:util';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { eventQueueName } from '@fc/contracts/events';
import { serviceNames, type ServiceName } from '@fc/contracts/services';

const USAGE = `Usage: npm run events -- <command>
  failed [--service <name>] [--json]      list every failed event, newest first
  show <event id> [--service <name>]      one failed event in full, with its failure
  replay <event id> [--service <name>]    put a failed event back on its queue
  replay --all [--service <name>] [--name <event name>]
Services: ${serviceNames.join(', ')}. Settings: REDIS_URL (default redis://127.0.0.1:6379), REDIS_PREFIX (default fc).`;

class UsageError extends Error {}
class NotFound extends Error {}

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = process.env.REDIS_PREFIX ?? 'fc';

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        service: { type: 'string' },
        name: { type: 'string' },
        json: { type: 'boolean' },
        all: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

interface FailedEvent {
  service: ServiceName;
  job: Job;
}

const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0] ?? '';
const userOf = (job: Job) => {
  const payload = (job.data as { payload?: { userId?: unknown } } | undefined)?.payload;
  return typeof payload?.userId === 'number' ? payload.userId : null;
};
const describe = ({ service, job }: FailedEvent) => ({
  service,
  eventId: job.id,
  event: job.name,
  version: (job.data as { version?: unknown } | undefined)?.version ?? null,
  failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  attempts: job.attemptsMade,
  userId: userOf(job),
  reason: firstLine(job.failedReason),
});

async function main(): Promise<number> {
  const { values, positionals } = parse();
  const [command, eventId, ...extra] = positionals;
  if (values.help || !command) {
    process.stderr.write(`${USAGE}\n`);
    return command || values.help ? 0 : 2;
  }
  if (extra.length > 0) throw new UsageError(`Unexpected ${extra.join(' ')}`);
  if (values.service !== undefined && !serviceNames.includes(values.service as ServiceName)) {
    throw new UsageError(`No service named ${values.service}`);
  }
  const services = values.service ? [values.service as ServiceName] : [...serviceNames];

  // One try to connect: an operator wants an answer, not retries.
  const connection = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  connection.on('error', (error: Error) => (cause ??= error));
  try {
    await connection.connect();
  } catch (error) {
    connection.disconnect();
    throw new Error(
      `Cannot reach Redis at ${redisUrl} (${(cause ?? (error as Error)).message}): start Redis, or set REDIS_URL to the one the services use`,
    );
  }
  const queues = new Map(
    services.map((service) => {
      const queue = new Queue(eventQueueName(service), { connection, prefix });
      queue.on('error', () => undefined);
      return [service, queue] as const;
    }),
  );
  try {
    const failedIn = async (service: ServiceName): Promise<FailedEvent[]> =>
      (await (queues.get(service) as Queue).getFailed()).map((job) => ({ service, job }));
    const find = async (id: string): Promise<FailedEvent[]> => {
      const found: FailedEvent[] = [];
      for (const service of services) {
        const job = await (queues.get(service) as Queue).getJob(id);
        if (job && (await job.isFailed())) found.push({ service, job });
      }
      if (found.length === 0) {
        throw new NotFound(
          `No failed event ${id} in ${services.map((service) => eventQueueName(service)).join(', ')}`,
        );
      }
      return found;
    };

    switch (command) {
      case 'failed': {
        if (eventId) throw new UsageError('failed takes no event id (use show <event id>)');
        const all = (await Promise.all(services.map(failedIn))).flat();
        all.sort((a, b) => (b.job.finishedOn ?? 0) - (a.job.finishedOn ?? 0));
        if (values.json) {
          for (const event of all) process.stdout.write(`${JSON.stringify(describe(event))}\n`);
          return 0;
        }
        if (all.length === 0) {
          process.stdout.write(`No failed events in ${services.join(', ')}.\n`);
          return 0;
        }
        const rows = all.map(describe);
        process.stdout.write(
          `${['failed at', 'service', 'event id', 'event', 'v', 'tries', 'user', 'reason'].join('  ')}\n`,
        );
        for (const row of rows) {
          process.stdout.write(
            `${[row.failedAt ?? '-', row.service, row.eventId, row.event, row.version ?? '-', row.attempts, row.userId ?? '-', row.reason].map(String).join('  ')}\n`,
          );
        }
        const counts = services
          .map((service) => `${service} ${rows.filter((row) => row.service === service).length}`)
          .join(', ');
        process.stdout.write(`\n${rows.length} failed: ${counts}\n`);
        return 0;
      }
      case 'show': {
        if (!eventId) throw new UsageError('show needs an event id');
        for (const { service, job } of await find(eventId)) {
          process.stdout.write(
            `${JSON.stringify({ ...describe({ service, job }), envelope: job.data as unknown }, null, 2)}\n`,
          );
          process.stdout.write(
            `failure: ${job.failedReason}\n${(job.stacktrace ?? []).join('\n')}\n`,
          );
        }
        return 0;
      }
      case 'replay': {
        let chosen: FailedEvent[];
        if (values.all) {
          if (eventId) throw new UsageError('replay takes an event id or --all, not both');
          chosen = (await Promise.all(services.map(failedIn)))
            .flat()
            .filter(({ job }) => !values.name || job.name === values.name);
        } else {
          if (!eventId) throw new UsageError('replay needs an event id, or --all');
          chosen = await find(eventId);
        }
        for (const { service, job } of chosen) {
          await job.retry('failed');
          process.stdout.write(`replayed ${job.name} ${job.id} on ${eventQueueName(service)}\n`);
        }
        process.stdout.write(
          `${chosen.length} event${chosen.length === 1 ? '' : 's'} replayed; an event already applied changes nothing (the inbox)\n`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command ${command}`);
    }
  } finally {
    await Promise.all([...queues.values()].map((queue) => queue.close().catch(() => undefined)));
    connection.disconnect();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`✖ ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
