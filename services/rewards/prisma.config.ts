import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// Prisma's native engines cannot be downloaded on our machines: the JS engine with
// the pg adapter needs none (docs/adr/0006-prisma-js-engine-with-pg-adapter.md).
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DATABASE_URL ?? '' }, { schema: 'rewards' }),
});
