// `npm run migrate`: applies every service's migrations to DATABASE_URL (each service's schema),
// the same way each service does at start-up (packages/service-kit/src/migrations.ts). `npm start`
// runs it before the services, so a failing migration is reported on its own, with its error.
//
// `npm run migrate -- --create-roles`: DATABASE_URL is an administrator's. First creates (or
// updates) one login role per service, `<database>_<service>`, with the password in
// `<SERVICE>_DATABASE_PASSWORD`, owning that service's schema and nothing else
// (scripts/database-roles.ts); then migrates, and hands what the migrations made to the roles.
// The services then connect as their own role (infra/README.md, "Roles and secrets").
//
// Node 24 runs this file as it is (`node scripts/migrate.ts`): the image needs no tsx for it.
import path from 'node:path';
import pg from 'pg';
import { serviceNames } from '@fc/contracts/services';
import { applyMigrations } from '@fc/service-kit/migrations';
import {
  databaseOf,
  handOverSchema,
  passwordVariable,
  prepareServiceRoles,
  serviceRoleName,
} from './database-roles.ts';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('DATABASE_URL is not set: say which database to migrate.\n');
  process.exit(2);
}
const unknownArguments = process.argv.slice(2).filter((argument) => argument !== '--create-roles');
if (unknownArguments.length > 0) {
  process.stderr.write(
    `unknown argument ${unknownArguments.join(' ')}; usage: migrate [--create-roles]\n`,
  );
  process.exit(2);
}
const createRoles = process.argv.includes('--create-roles');

const roles = createRoles
  ? serviceNames.map((schema) => ({
      schema,
      role: serviceRoleName(databaseOf(databaseUrl), schema),
      password: process.env[passwordVariable(schema)] ?? '',
    }))
  : [];
const missing = roles.filter((entry) => entry.password.length < 16);
if (missing.length > 0) {
  process.stderr.write(
    `--create-roles needs a password of at least 16 characters in ${missing
      .map((entry) => passwordVariable(entry.schema))
      .join(', ')}\n`,
  );
  process.exit(2);
}

async function withAdmin(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

try {
  if (createRoles) {
    await withAdmin((client) => prepareServiceRoles(client, databaseOf(databaseUrl), roles));
  }
  for (const schema of serviceNames) {
    const applied = await applyMigrations({
      databaseUrl,
      schema,
      migrationsDir: path.join(root, 'services', schema, 'prisma', 'migrations'),
    });
    process.stdout.write(
      `  ${schema.padEnd(9)} ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}\n`,
    );
  }
  if (createRoles) {
    await withAdmin(async (client) => {
      for (const { schema, role } of roles) {
        const handedOver = await handOverSchema(client, schema, role);
        process.stdout.write(
          `  ${schema.padEnd(9)} owned by role ${role}${handedOver > 0 ? ` (${handedOver} objects handed over)` : ''}\n`,
        );
      }
    });
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
