import type { ClassNotice, Notice } from '@fc/contracts/notices';
import { afterCommit } from '@fc/service-kit/after-commit';
import { publishNotices } from '@fc/service-kit/notices';
import type { Redis } from 'ioredis';

/**
 * Tells teachers' open class pages that a student's row changed (a `class` notice on the live
 * stream), once the transaction that changed it has committed: a page refetching sooner must
 * find the change there.
 */
export function announceClassChange(
  context: { redis: Redis; redisPrefix: string },
  userId: number,
): void {
  const notice: Notice = {
    type: 'class',
    audience: { staff: true },
    data: { userId } satisfies ClassNotice,
  };
  afterCommit(() => publishNotices(context.redis, context.redisPrefix, [notice]));
}
