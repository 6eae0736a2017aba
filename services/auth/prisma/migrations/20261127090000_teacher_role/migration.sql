-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'teacher';
