import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Sql } from '../db.ts';
import { applyPointsProjection } from '../users/users.repository.ts';

/** Keeps each user's points and streak (owned by rewards) for /api/auth/me and GET /api/users. */
export const onPointsChanged: EventHandler<'points.changed', Sql> = async (event, tx) => {
  await applyPointsProjection(tx, event.payload);
};
