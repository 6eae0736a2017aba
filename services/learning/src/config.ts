import path from 'node:path';
import { portSchema } from '@fc/service-kit/config';

export const learningConfigShape = {
  PORT: portSchema(4002),
};

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
