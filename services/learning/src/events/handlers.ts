import { prismaEventHandling, type EventHandling } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import type { LearningDeps } from '../deps.ts';
import { onContestCreated } from './contest-created.consumer.ts';
import { onContestJoined } from './contest-joined.consumer.ts';
import { onProgressReset } from './progress-reset.consumer.ts';
import { onUserRegistered } from './user-registered.consumer.ts';
import { onUserRoleChanged } from './user-role-changed.consumer.ts';

/**
 * How learning applies the events it subscribes to (docs/events.md), one handler each, in Prisma
 * transactions: none of them is on a hot path (docs/performance.md). main.ts and the tests both
 * use this.
 */
export function learningEventHandling(deps: Pick<LearningDeps, 'prisma'>): EventHandling<Tx> {
  return prismaEventHandling(deps.prisma, {
    // Assignments stay through a reset: a module assignment is to do again, since its completion
    // is read from the progress the reset removes.
    'user.progress_reset': onProgressReset,
    'contest.created': onContestCreated,
    'contest.joined': onContestJoined,
    // Who is a student: whom assignments to everyone are for and whom a teacher may name.
    'user.registered': onUserRegistered,
    'user.role_changed': onUserRoleChanged,
  });
}
