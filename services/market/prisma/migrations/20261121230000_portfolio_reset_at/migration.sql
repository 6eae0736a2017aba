-- AlterTable
ALTER TABLE "portfolio" ADD COLUMN     "reset_at" TIMESTAMPTZ(3);

