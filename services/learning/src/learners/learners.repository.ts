import type { DbOrTx, Tx } from '../db.ts';
import { Prisma } from '../generated/prisma/client.ts';

export type LearnerRole = 'student' | 'teacher' | 'admin';

/**
 * Everyone who has used learning (opened a lesson, taken a quiz, studied a card) or joined a
 * contest: before the learner table, the only sign that someone is a student.
 */
const activeUserIds = Prisma.sql`(
  SELECT user_id FROM lesson_open
  UNION SELECT user_id FROM lesson_progress
  UNION SELECT user_id FROM quiz_attempt WHERE user_id IS NOT NULL
  UNION SELECT user_id FROM flashcard_mastery
  UNION SELECT user_id FROM review_card
  UNION SELECT user_id FROM contest_entry)`;

/**
 * The students, in id order: the learners whose role is student, and those who have used learning
 * but are not learners (they registered before learning heard of registrations). Teachers and
 * admins known as learners are never students, whatever they have used.
 */
export async function listStudentIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.$queryRaw<{ userId: number }[]>`
    SELECT user_id AS "userId" FROM learner WHERE role = 'student'
    UNION
    SELECT a.user_id FROM ${activeUserIds} AS a(user_id)
    WHERE NOT EXISTS (SELECT 1 FROM learner l WHERE l.user_id = a.user_id)
    ORDER BY 1`;
  return rows.map((row) => row.userId);
}

/** The users learning knows as teachers or admins, in id order. */
export async function listNonStudentIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.learner.findMany({
    where: { role: { not: 'student' } },
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  return rows.map((row) => row.userId);
}

/** Which of these users are students by the rule of listStudentIds (in id order). */
export async function findStudentIds(db: DbOrTx, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db.$queryRaw<{ userId: number }[]>`
    SELECT u.user_id AS "userId"
    FROM unnest(${userIds}::int[]) AS u(user_id)
    LEFT JOIN learner l ON l.user_id = u.user_id
    WHERE l.role = 'student'
       OR (l.user_id IS NULL AND u.user_id IN ${activeUserIds})
    ORDER BY 1`;
  return rows.map((row) => row.userId);
}

/** The role learning knows a user by; null when it has not heard of their registration. */
export async function findLearnerRole(db: DbOrTx, userId: number): Promise<LearnerRole | null> {
  const learner = await db.learner.findUnique({ where: { userId }, select: { role: true } });
  return (learner?.role as LearnerRole | undefined) ?? null;
}

/**
 * A registration: the user is a learner with the role they registered with, unless a role change
 * was heard first (events may come in any order), which then stands.
 */
export async function upsertRegisteredLearner(
  tx: Tx,
  learner: { userId: number; role: LearnerRole; registeredAt: Date },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO learner (user_id, role, registered_at)
    VALUES (${learner.userId}, ${learner.role}, ${learner.registeredAt})
    ON CONFLICT (user_id) DO UPDATE SET
      registered_at = EXCLUDED.registered_at,
      role = CASE WHEN learner.role_changed_at IS NULL THEN EXCLUDED.role ELSE learner.role END`;
}

/**
 * A role change, applied only when it is newer than the last one applied: an older change heard
 * later does not undo a newer one. Heard before the registration, it makes the learner (the change
 * time stands for the registration time until user.registered comes).
 */
export async function applyLearnerRoleChange(
  tx: Tx,
  change: { userId: number; role: LearnerRole; changedAt: Date },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO learner (user_id, role, registered_at, role_changed_at)
    VALUES (${change.userId}, ${change.role}, ${change.changedAt}, ${change.changedAt})
    ON CONFLICT (user_id) DO UPDATE SET
      role = EXCLUDED.role,
      role_changed_at = EXCLUDED.role_changed_at
    WHERE learner.role_changed_at IS NULL OR learner.role_changed_at < EXCLUDED.role_changed_at`;
}
