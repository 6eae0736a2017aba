import { sql } from 'kysely';
import { sqlIn, type DbOrTx, type Tx } from '../db.ts';
import type { BudgetAnswer, BudgetPlan } from '../generated/prisma/client.ts';

export type PlanRow = BudgetPlan;
export type AnswerRow = BudgetAnswer;

/** A user's plans, newest first, each with the ids of the questions it has answers to. */
export function listPlansWithAnsweredIds(db: DbOrTx, userId: number) {
  return db.budgetPlan.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { answers: { select: { questionId: true } } },
  });
}

export function insertPlan(db: DbOrTx, userId: number, planName: string): Promise<PlanRow> {
  return db.budgetPlan.create({ data: { userId, planName } });
}

export function findPlan(db: DbOrTx, planId: number): Promise<PlanRow | null> {
  return db.budgetPlan.findUnique({ where: { id: planId } });
}

/** A plan's answers in the order they were first given. */
export function listAnswers(db: DbOrTx, planId: number): Promise<AnswerRow[]> {
  return db.budgetAnswer.findMany({ where: { planId }, orderBy: { id: 'asc' } });
}

export async function listAnsweredQuestionIds(db: DbOrTx, planId: number): Promise<Set<string>> {
  const rows = await db.budgetAnswer.findMany({ where: { planId }, select: { questionId: true } });
  return new Set(rows.map((row) => row.questionId));
}

/** Saves the answer to one question of a plan: a new one, or over the earlier one. */
export async function upsertAnswer(
  db: DbOrTx,
  planId: number,
  questionId: string,
  data: { answer: string; numericValue: number | null; notes: string | null },
): Promise<void> {
  await db.budgetAnswer.upsert({
    where: { planId_questionId: { planId, questionId } },
    create: { planId, questionId, ...data },
    update: data,
  });
}

export async function touchPlan(db: DbOrTx, planId: number): Promise<void> {
  await db.budgetPlan.update({ where: { id: planId }, data: { updatedAt: new Date() } });
}

/** Marks the plan complete unless it already is: answers false when it already was. */
export async function markPlanComplete(
  db: DbOrTx,
  planId: number,
  completedAt: Date,
): Promise<boolean> {
  const { count } = await db.budgetPlan.updateMany({
    where: { id: planId, isComplete: false },
    data: { isComplete: true, completedAt },
  });
  return count === 1;
}

/**
 * Locks every plan of the user for the rest of the transaction: deposit changes of one user queue
 * up, so two plans never end up both on and their events are written in the order they happen.
 */
export async function lockUserPlans(tx: Tx, userId: number): Promise<void> {
  await sqlIn(tx)
    .selectFrom('budget_plan')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Turns the plan's monthly deposit on (this amount, from this time) and the user's others off.
 * Kysely, not Prisma's update, so updated_at stays with the answers (a deposit is not an edit of
 * the plan). The caller
 * keeps the amount within MAX_MONTHLY_DEPOSIT_CENTS, so the int column always holds it.
 */
export async function startPlanDeposit(
  tx: Tx,
  plan: { id: number; userId: number },
  monthlyCents: number,
  startedAt: Date,
): Promise<void> {
  const isThePlan = sql<boolean>`id = ${plan.id}::int`;
  await sqlIn(tx)
    .updateTable('budget_plan')
    .set({
      deposit_monthly_cents: sql`CASE WHEN ${isThePlan} THEN ${monthlyCents}::int END`,
      deposit_started_at: sql`CASE WHEN ${isThePlan} THEN ${startedAt}::timestamptz END`,
    })
    .where('user_id', '=', plan.userId)
    .where((row) => row.or([row('id', '=', plan.id), row('deposit_monthly_cents', 'is not', null)]))
    .execute();
}

export async function stopPlanDeposit(tx: Tx, planId: number): Promise<void> {
  await sqlIn(tx)
    .updateTable('budget_plan')
    .set({ deposit_monthly_cents: null, deposit_started_at: null })
    .where('id', '=', planId)
    .execute();
}
