import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { RawSqlExecutor } from '@fc/service-kit/db';
import { applyPointsProjection } from '../users/users.repository.ts';

/**
 * Keeps each user's points and streak (owned by rewards) for /api/auth/me and GET /api/users.
 * Raw SQL only: the service applies it in a SqlTransaction (authSqlEventHandlers), and it runs as
 * well in a Prisma transaction.
 */
export const onPointsChanged: EventHandler<'points.changed', RawSqlExecutor> = async (
  event,
  tx,
) => {
  await applyPointsProjection(tx, event.payload);
};
