import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import type { Db } from './db.ts';

export interface MarketDeps extends Omit<Platform, 'name'> {
  prisma: Db;
}

/** The market service's HTTP API; its routes arrive with the market issue. */
export function createApp(deps: MarketDeps): Express {
  const routes = Router();
  return createService({ ...deps, name: 'market' }, routes);
}
