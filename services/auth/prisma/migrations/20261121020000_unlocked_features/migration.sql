-- AlterTable
ALTER TABLE "user" ADD COLUMN     "unlocked_features" TEXT[] DEFAULT ARRAY[]::TEXT[];

