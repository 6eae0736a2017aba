-- CreateTable
CREATE TABLE "budget_plan" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "plan_name" TEXT NOT NULL,
    "is_complete" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "budget_plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "budget_answer" (
    "id" SERIAL NOT NULL,
    "plan_id" INTEGER NOT NULL,
    "question_id" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "numeric_value" INTEGER,
    "notes" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "budget_answer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "budget_plan_user_id_created_at_idx" ON "budget_plan"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "budget_answer_plan_id_question_id_key" ON "budget_answer"("plan_id", "question_id");

-- AddForeignKey
ALTER TABLE "budget_answer" ADD CONSTRAINT "budget_answer_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "budget_plan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

