import path from 'node:path';
import { portSchema } from '@fc/service-kit/config';

export const rewardsConfigShape = {
  PORT: portSchema(4005),
};

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
