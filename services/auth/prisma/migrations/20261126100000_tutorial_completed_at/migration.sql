-- AlterTable
ALTER TABLE "user" ADD COLUMN     "tutorial_completed_at" TIMESTAMPTZ(3);
