import type { EventHandler, SqlStatementHandler } from '@fc/service-kit/events/consumer';
import type { RawSqlExecutor } from '@fc/service-kit/db';
import { Prisma } from '../generated/prisma/client.ts';
import { applyPointsProjection, pointsProjectionStatement } from '../users/users.repository.ts';

/**
 * Keeps each user's points and streak (owned by rewards) for /api/auth/me and GET /api/users.
 * Raw SQL only, so it runs in a Prisma transaction or a SqlTransaction alike; the service itself
 * applies pointsChangedStatement.
 */
export const onPointsChanged: EventHandler<'points.changed', RawSqlExecutor> = async (
  event,
  tx,
) => {
  await applyPointsProjection(tx, event.payload);
};

/**
 * The same as one statement with the event's inbox row (authSqlStatements): how the service
 * applies it, one round trip for every change of anyone's points.
 */
export const pointsChangedStatement: SqlStatementHandler<'points.changed'> = (event, isNew) =>
  pointsProjectionStatement(event.payload, Prisma.sql([...isNew.strings], ...isNew.values));
