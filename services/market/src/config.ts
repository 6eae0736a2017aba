import path from 'node:path';
import { portSchema } from '@fc/service-kit/config';

export const marketConfigShape = {
  PORT: portSchema(4003),
};

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
