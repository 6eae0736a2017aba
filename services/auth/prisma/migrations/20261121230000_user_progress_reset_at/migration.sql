-- AlterTable
ALTER TABLE "user" ADD COLUMN     "progress_reset_at" TIMESTAMPTZ(3);

