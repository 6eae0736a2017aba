-- CreateTable
CREATE TABLE "member" (
    "user_id" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'student',
    "points" INTEGER NOT NULL DEFAULT 0,
    "points_reached_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "points_sequence" INTEGER NOT NULL DEFAULT 0,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "last_activity_day" TEXT,
    "lessons_completed" INTEGER NOT NULL DEFAULT 0,
    "completed_modules" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "passed_quiz_modules" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "perfect_quiz_modules" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "mastered_deck_modules" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "trades" INTEGER NOT NULL DEFAULT 0,
    "best_return_basis_points" INTEGER NOT NULL DEFAULT 0,
    "plans_completed" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "points_entry" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "delta" INTEGER NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "event_id" UUID,
    "created_by" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "points_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_achievement" (
    "user_id" INTEGER NOT NULL,
    "achievement_id" TEXT NOT NULL,
    "earned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "awarded_by" INTEGER,

    CONSTRAINT "user_achievement_pkey" PRIMARY KEY ("user_id","achievement_id")
);

-- CreateIndex
CREATE INDEX "points_entry_user_id_created_at_idx" ON "points_entry"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "points_entry" ADD CONSTRAINT "points_entry_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "member"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_achievement" ADD CONSTRAINT "user_achievement_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "member"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

