-- Daily goal and streak freezes (issue #21): the points a day that extend the streak, the points
-- earned toward it on the current club day, and the freezes a member holds; what the review and
-- league achievements read.
ALTER TABLE "member" ADD COLUMN     "daily_goal" INTEGER NOT NULL DEFAULT 20,
ADD COLUMN     "points_day" TEXT,
ADD COLUMN     "points_on_day" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "streak_freezes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reviews_done" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "review_streak" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "last_review_day" TEXT,
ADD COLUMN     "league_promotions" INTEGER NOT NULL DEFAULT 0;
