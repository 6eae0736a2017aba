// Prints the SQL of a new migration for one service: from its schema.prisma at a git ref (HEAD
// unless named; --from-empty for the whole schema) to the schema in the working tree.
//
//   npm run migration:diff -- <service> [<git ref> | --from-empty]
//
// Prisma 7's migrate commands need a native schema engine, which these machines cannot download
// (docs/adr/0006-prisma-js-engine-with-pg-adapter.md). Prisma 6.19's CLI diffs two schema files
// offline with its JS engine, so it is kept for this one job in tools/migration-diff. Its engine
// opens a connection to PostgreSQL (DATABASE_URL, or the local server's postgres database) but
// reads and changes nothing there: the SQL comes from the two files. Write the output to services/<service>/prisma/migrations/<timestamp>_<name>/migration.sql.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [service, from = 'HEAD'] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
const schemaPath = service && path.join('services', service, 'prisma', 'schema.prisma');
if (!service || !existsSync(path.join(root, schemaPath)))
  fail(
    'Usage: npm run migration:diff -- <auth|learning|market|budget|rewards> [<git ref> | --from-empty]',
  );
const tool = path.join(root, 'tools', 'migration-diff');
const cli = path.join(tool, 'node_modules', 'prisma', 'build', 'index.js');
if (!existsSync(cli)) fail(`Prisma 6.19's CLI is missing (${cli}): run npm install first.`);

// What Prisma 6 wants in the schema and Prisma 7 refuses there: the connection (never used) and
// the JS client engine (without it, Prisma 6 downloads a native one).
const forPrisma6 = (schema) =>
  schema
    .replace(/^\s*(url|engineType)\s*=.*$/gm, '')
    .replace(/datasource\s+db\s*\{/, (block) => `${block}\n  url = env("DATABASE_URL")`)
    .replace(/generator\s+client\s*\{/, (block) => `${block}\n  engineType = "client"`);
// Inside the tool's folder, so that the config's imports find Prisma 6.19, not the app's Prisma 7.
const work = path.join(tool, '.work');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
try {
  const args = ['migrate', 'diff', '--script', '--config', path.join(work, 'prisma.config.mjs')];
  if (from === '--from-empty') args.push('--from-empty');
  else {
    const old = spawnSync('git', ['show', `${from}:${schemaPath}`], {
      cwd: root,
      encoding: 'utf8',
    });
    if (old.status !== 0) fail(`git could not read ${schemaPath} at ${from}:\n${old.stderr}`);
    writeFileSync(path.join(work, 'from.prisma'), forPrisma6(old.stdout));
    args.push('--from-schema-datamodel', path.join(work, 'from.prisma'));
  }
  writeFileSync(
    path.join(work, 'to.prisma'),
    forPrisma6(readFileSync(path.join(root, schemaPath), 'utf8')),
  );
  args.push('--to-schema-datamodel', path.join(work, 'to.prisma'));
  writeFileSync(
    path.join(work, 'prisma.config.mjs'),
    `import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'to.prisma',
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
`,
  );
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    },
  });
  if (result.status !== 0) fail(`prisma migrate diff failed:\n${result.stdout}${result.stderr}`);
  process.stdout.write(result.stdout);
} finally {
  rmSync(work, { recursive: true, force: true });
}
