-- AlterTable
ALTER TABLE "flashcard_mastery" ADD COLUMN     "is_studied" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "quiz_attempt" ADD COLUMN     "layout" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "paused_at" TIMESTAMPTZ(3);
