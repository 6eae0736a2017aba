import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma 7: the client runs in JavaScript with the pg adapter (src/db.ts), so `prisma generate`
// is all this CLI does here; migrations are written with `npm run migration:diff` and applied by
// our own runner (docs/adr/0006-prisma-js-engine-with-pg-adapter.md).
export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
});
