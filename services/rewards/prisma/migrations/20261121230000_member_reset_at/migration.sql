-- AlterTable
ALTER TABLE "member" ADD COLUMN     "reset_at" TIMESTAMPTZ(3);

