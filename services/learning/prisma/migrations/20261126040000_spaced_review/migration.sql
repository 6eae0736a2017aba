-- Spaced review (issue #21): a schedule per student and card, and a log of every review.
-- CreateTable
CREATE TABLE "review_card" (
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "ref_id" INTEGER NOT NULL,
    "module_id" INTEGER NOT NULL,
    "due" TIMESTAMPTZ(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "scheduled_days" INTEGER NOT NULL,
    "learning_steps" INTEGER NOT NULL,
    "reps" INTEGER NOT NULL,
    "lapses" INTEGER NOT NULL,
    "state" INTEGER NOT NULL,
    "last_review" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_card_pkey" PRIMARY KEY ("user_id","kind","ref_id")
);

-- CreateTable
CREATE TABLE "review_log" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "ref_id" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL,
    "state" INTEGER NOT NULL,
    "due" TIMESTAMPTZ(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "scheduled_days" INTEGER NOT NULL,
    "learning_steps" INTEGER NOT NULL,
    "reviewed_at" TIMESTAMPTZ(3) NOT NULL,
    "day" TEXT NOT NULL,
    "points_earned" INTEGER NOT NULL,

    CONSTRAINT "review_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_card_user_id_due_idx" ON "review_card"("user_id", "due");

-- CreateIndex
CREATE INDEX "review_log_user_id_day_idx" ON "review_log"("user_id", "day");

