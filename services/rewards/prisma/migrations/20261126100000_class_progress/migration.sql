-- The teacher's class view (issue #23): last activity, latest return, per-module progress and a timeline.
-- AlterTable
ALTER TABLE "member" ADD COLUMN     "last_active_at" TIMESTAMPTZ(3),
ADD COLUMN     "return_basis_points" INTEGER;

-- CreateTable
CREATE TABLE "member_module" (
    "user_id" INTEGER NOT NULL,
    "module_id" INTEGER NOT NULL,
    "lessons_completed" INTEGER NOT NULL DEFAULT 0,
    "quiz_best_percent" INTEGER,
    "quiz_attempts" INTEGER NOT NULL DEFAULT 0,
    "quiz_failures" INTEGER NOT NULL DEFAULT 0,
    "quiz_passed" BOOLEAN NOT NULL DEFAULT false,
    "cards_mastered" INTEGER NOT NULL DEFAULT 0,
    "cards_total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "member_module_pkey" PRIMARY KEY ("user_id","module_id")
);

-- CreateTable
CREATE TABLE "activity" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "event_id" UUID,
    "reason" TEXT,

    CONSTRAINT "activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_user_id_at_idx" ON "activity"("user_id", "at" DESC);

-- CreateIndex
CREATE INDEX "activity_event_id_idx" ON "activity"("event_id");

-- CreateIndex
CREATE INDEX "points_entry_event_id_idx" ON "points_entry"("event_id");

-- AddForeignKey
ALTER TABLE "member_module" ADD CONSTRAINT "member_module_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "member"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "member"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Members who were active before this migration: their last activity as the ledger knows it
-- (the activity that paid points), so the class view does not list them all as inactive.
UPDATE "member" m SET "last_active_at" = (
  SELECT max(e."created_at") FROM "points_entry" e
  WHERE e."user_id" = m."user_id"
    AND e."reason" IN ('lesson_completed', 'quiz_submitted', 'flashcards_mastered',
                       'card_reviewed', 'trade_executed', 'budget_plan_completed')
);
