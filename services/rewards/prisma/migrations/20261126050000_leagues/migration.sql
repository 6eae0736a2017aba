-- Weekly leagues (issue #21): memberships, the claim of each week's close, results, tiers.
-- CreateTable
CREATE TABLE "league_membership" (
    "week_start" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "tier" INTEGER NOT NULL,
    "league_no" INTEGER NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "league_membership_pkey" PRIMARY KEY ("week_start","user_id")
);

-- CreateTable
CREATE TABLE "league_week" (
    "week_start" TEXT NOT NULL,
    "closed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "students" INTEGER NOT NULL,

    CONSTRAINT "league_week_pkey" PRIMARY KEY ("week_start")
);

-- CreateTable
CREATE TABLE "league_result" (
    "week_start" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "tier" INTEGER NOT NULL,
    "new_tier" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "week_points" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3),

    CONSTRAINT "league_result_pkey" PRIMARY KEY ("week_start","user_id")
);

-- CreateTable
CREATE TABLE "league_tier" (
    "user_id" INTEGER NOT NULL,
    "tier" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "league_tier_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "league_membership_week_start_tier_league_no_idx" ON "league_membership"("week_start", "tier", "league_no");

