-- AlterTable
ALTER TABLE "module" ADD COLUMN     "quiz_time_limit_seconds" INTEGER NOT NULL DEFAULT 300;

-- AlterTable
ALTER TABLE "quiz_question" ADD COLUMN     "correct_answers" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "numeric_answer" DOUBLE PRECISION,
ADD COLUMN     "tolerance" DOUBLE PRECISION,
ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'single',
ADD COLUMN     "unit" TEXT,
ALTER COLUMN "correct_answer" DROP NOT NULL;

-- AlterTable
ALTER TABLE "quiz_answer" ADD COLUMN     "answer_indexes" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "answer_value" DOUBLE PRECISION,
ALTER COLUMN "answer_index" DROP NOT NULL;

