-- AlterTable
ALTER TABLE "portfolio" ADD COLUMN     "best_announced_return_basis_points" INTEGER NOT NULL DEFAULT 0;

