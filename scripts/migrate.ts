// `npm run migrate`: applies every service's migrations to DATABASE_URL (each service's schema),
// the same way each service does at start-up (packages/service-kit/src/migrations.ts). `npm start`
// runs it before the services, so a failing migration is reported on its own, with its error.
import path from 'node:path';
import { serviceNames } from '@fc/contracts/services';
import { applyMigrations } from '@fc/service-kit/migrations';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('DATABASE_URL is not set: say which database to migrate.\n');
  process.exit(2);
}

for (const schema of serviceNames) {
  try {
    const applied = await applyMigrations({
      databaseUrl,
      schema,
      migrationsDir: path.join(root, 'services', schema, 'prisma', 'migrations'),
    });
    process.stdout.write(
      `  ${schema.padEnd(9)} ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}\n`,
    );
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
