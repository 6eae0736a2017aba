-- Class contests (issue #22): top-three finishes and wins, for the contest achievements.
-- AlterTable
ALTER TABLE "member" ADD COLUMN     "contest_podiums" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "contest_wins" INTEGER NOT NULL DEFAULT 0;

