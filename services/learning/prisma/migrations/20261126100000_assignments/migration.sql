-- Assignments (issue #23): work a teacher assigns, who it names, the reminders sent, and the
-- market's contests and entries as assignments need them.
-- CreateTable
CREATE TABLE "assignment" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "module_id" INTEGER,
    "contest_id" INTEGER,
    "due_date" DATE NOT NULL,
    "note" TEXT NOT NULL,
    "for_everyone" BOOLEAN NOT NULL,
    "created_by" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assignment_student" (
    "assignment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "assignment_student_pkey" PRIMARY KEY ("assignment_id","user_id")
);

-- CreateTable
CREATE TABLE "assignment_reminder" (
    "assignment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assignment_reminder_pkey" PRIMARY KEY ("assignment_id","user_id")
);

-- CreateTable
CREATE TABLE "contest_ref" (
    "contest_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contest_ref_pkey" PRIMARY KEY ("contest_id")
);

-- CreateTable
CREATE TABLE "contest_entry" (
    "contest_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contest_entry_pkey" PRIMARY KEY ("contest_id","user_id")
);

-- CreateIndex
CREATE INDEX "assignment_due_date_idx" ON "assignment"("due_date");

-- CreateIndex
CREATE INDEX "assignment_student_user_id_idx" ON "assignment_student"("user_id");

-- CreateIndex
CREATE INDEX "contest_entry_user_id_idx" ON "contest_entry"("user_id");

-- AddForeignKey
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_module_id_fkey" FOREIGN KEY ("module_id") REFERENCES "module"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "contest_ref"("contest_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_student" ADD CONSTRAINT "assignment_student_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_reminder" ADD CONSTRAINT "assignment_reminder_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An assignment names exactly the thing its kind says.
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_kind_target_check" CHECK (
  (kind = 'module' AND module_id IS NOT NULL AND contest_id IS NULL)
  OR (kind = 'contest' AND contest_id IS NOT NULL AND module_id IS NULL)
);
