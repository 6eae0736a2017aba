-- AlterTable
ALTER TABLE "lesson" ADD COLUMN     "checks" JSONB NOT NULL DEFAULT '[]';
