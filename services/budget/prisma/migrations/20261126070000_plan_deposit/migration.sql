-- The monthly deposit of a completed plan into the practice portfolio (issue #22).
ALTER TABLE "budget_plan" ADD COLUMN     "deposit_monthly_cents" INTEGER,
ADD COLUMN     "deposit_started_at" TIMESTAMPTZ(3);
