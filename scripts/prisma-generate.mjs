// Generates each service's Prisma client (services/*/prisma/schema.prisma -> src/generated/prisma).
// Runs offline (docs/adr/0006-prisma-js-engine-with-pg-adapter.md): Prisma 7's CLI fetches a native
// schema engine for every command, which generate never runs, so it is pointed at a file that
// exists instead. Skips a client that is newer than its schema.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const prisma = path.join(root, 'node_modules', '.bin', 'prisma');

for (const service of readdirSync(path.join(root, 'services'))) {
  const dir = path.join(root, 'services', service);
  const schema = path.join(dir, 'prisma', 'schema.prisma');
  if (!existsSync(schema)) continue;
  const client = path.join(dir, 'src', 'generated', 'prisma', 'client.ts');
  if (!force && existsSync(client) && statSync(client).mtimeMs > statSync(schema).mtimeMs) continue;
  const result = spawnSync(prisma, ['generate'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      // The Kysely types' generator (prisma-kysely) is found on the PATH.
      PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    },
  });
  if (result.status !== 0) {
    process.stderr.write(
      `prisma generate failed for ${service}:\n${result.stdout}${result.stderr}`,
    );
    process.exit(1);
  }
  process.stdout.write(`generated the Prisma client of ${service}\n`);
}
