import type { DbOrTx, Sql } from '../db.ts';

export type LearnerRole = 'student' | 'teacher' | 'admin';

/**
 * Everyone who has used learning (opened a lesson, taken a quiz, studied a card) or joined a
 * contest: before the learner table, the only sign that someone is a student.
 */
function activeUserIds(db: Sql) {
  return db
    .selectFrom('lesson_open')
    .select('user_id')
    .union(db.selectFrom('lesson_progress').select('user_id'))
    .union(
      db
        .selectFrom('quiz_attempt')
        .select('user_id')
        .where('user_id', 'is not', null)
        .$narrowType<{ user_id: number }>(),
    )
    .union(db.selectFrom('flashcard_mastery').select('user_id'))
    .union(db.selectFrom('review_card').select('user_id'))
    .union(db.selectFrom('contest_entry').select('user_id'));
}

/**
 * The students, in id order (only those among `userIds` when given): the learners whose role is
 * student, and those who have used learning but are not learners (they registered before
 * learning heard of registrations). Teachers and admins known as learners are never students,
 * whatever they have used.
 */
async function selectStudentIds(db: Sql, userIds?: number[]): Promise<number[]> {
  const students = db
    .selectFrom('learner')
    .select('user_id')
    .where('role', '=', 'student')
    .union(
      db
        .selectFrom(activeUserIds(db).as('a'))
        .select('a.user_id')
        .where('a.user_id', 'not in', db.selectFrom('learner').select('user_id')),
    );
  let query = db.selectFrom(students.as('s')).select('s.user_id').orderBy('s.user_id');
  if (userIds !== undefined) {
    query = query.where((eb) => eb('s.user_id', '=', eb.fn.any(eb.val(userIds))));
  }
  return (await query.execute()).map((row) => row.user_id);
}

/** Every student, in id order (who is one: selectStudentIds). */
export function listStudentIds(db: Sql): Promise<number[]> {
  return selectStudentIds(db);
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

/** Which of these users are students (who is one: selectStudentIds), in id order. */
export async function findStudentIds(db: Sql, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  return selectStudentIds(db, userIds);
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
  db: Sql,
  learner: { userId: number; role: LearnerRole; registeredAt: Date },
): Promise<void> {
  await db
    .insertInto('learner')
    .values({ user_id: learner.userId, role: learner.role, registered_at: learner.registeredAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        registered_at: eb.ref('excluded.registered_at'),
        role: eb
          .case()
          .when('learner.role_changed_at', 'is', null)
          .then(eb.ref('excluded.role'))
          .else(eb.ref('learner.role'))
          .end(),
      })),
    )
    .execute();
}

/**
 * A role change, applied only when it is newer than the last one applied: an older change heard
 * later does not undo a newer one. Heard before the registration, it makes the learner (the change
 * time stands for the registration time until user.registered comes).
 */
export async function applyLearnerRoleChange(
  db: Sql,
  change: { userId: number; role: LearnerRole; changedAt: Date },
): Promise<void> {
  await db
    .insertInto('learner')
    .values({
      user_id: change.userId,
      role: change.role,
      registered_at: change.changedAt,
      role_changed_at: change.changedAt,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({
          role: eb.ref('excluded.role'),
          role_changed_at: eb.ref('excluded.role_changed_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('learner.role_changed_at', 'is', null),
            eb('learner.role_changed_at', '<', eb.ref('excluded.role_changed_at')),
          ]),
        ),
    )
    .execute();
}
