-- The monthly deposit of a completed budget plan into the practice portfolio (issue #22).
-- CreateTable
CREATE TABLE "recurring_deposit" (
    "user_id" INTEGER NOT NULL,
    "plan_id" INTEGER NOT NULL,
    "plan_name" TEXT NOT NULL,
    "monthly_cents" INTEGER NOT NULL,
    "day_of_month" INTEGER NOT NULL,
    "next_due_at" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recurring_deposit_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "recurring_deposit_change" (
    "user_id" INTEGER NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recurring_deposit_change_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "recurring_deposit_next_due_at_idx" ON "recurring_deposit"("next_due_at");
