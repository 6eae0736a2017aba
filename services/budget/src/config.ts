import path from 'node:path';
import { portSchema } from '@fc/service-kit/config';

export const budgetConfigShape = {
  PORT: portSchema(4004),
};

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
