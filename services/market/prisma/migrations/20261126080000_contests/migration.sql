-- Class contests (issue #22): src/contests. A user keeps one practice portfolio (contest_id null),
-- now held by a partial unique index, and may have one portfolio per contest.

-- DropIndex
DROP INDEX "portfolio_user_id_key";

-- AlterTable
ALTER TABLE "portfolio" ADD COLUMN     "contest_id" INTEGER;
CREATE UNIQUE INDEX "portfolio_practice_user_key" ON "portfolio"("user_id") WHERE "contest_id" IS NULL;

-- AlterTable
ALTER TABLE "trade" ADD COLUMN     "commission_cents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "contest" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "starting_cash_cents" BIGINT NOT NULL,
    "allowed_stocks" JSONB NOT NULL,
    "commission" JSONB NOT NULL,
    "rank_by" TEXT NOT NULL,
    "premium_allowed" BOOLEAN NOT NULL,
    "enrolment" TEXT NOT NULL,
    "created_by" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "frozen_at" TIMESTAMPTZ(3),

    CONSTRAINT "contest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contest_result" (
    "contest_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" INTEGER,
    "total_value_cents" BIGINT NOT NULL,
    "total_return_cents" BIGINT NOT NULL,
    "return_basis_points" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,

    CONSTRAINT "contest_result_pkey" PRIMARY KEY ("contest_id","user_id")
);

-- CreateIndex
CREATE INDEX "contest_ends_at_idx" ON "contest"("ends_at");

-- CreateIndex
CREATE INDEX "portfolio_user_id_idx" ON "portfolio"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_contest_id_user_id_key" ON "portfolio"("contest_id", "user_id");

-- AddForeignKey
ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "contest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contest_result" ADD CONSTRAINT "contest_result_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "contest"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "contest"
  ADD CONSTRAINT "contest_dates_check" CHECK ("ends_at" > "starts_at"),
  ADD CONSTRAINT "contest_rank_by_check" CHECK ("rank_by" IN ('return', 'risk_adjusted', 'beat_index')),
  ADD CONSTRAINT "contest_enrolment_check" CHECK ("enrolment" IN ('open', 'everyone')),
  ADD CONSTRAINT "contest_starting_cash_check" CHECK ("starting_cash_cents" > 0);
ALTER TABLE "trade" ADD CONSTRAINT "trade_commission_check" CHECK ("commission_cents" >= 0);
