-- Learners (issue #23 follow-up): who is a student, from user.registered and user.role_changed,
-- so an assignment to everyone goes to students only, including those who never used learning.
-- CreateTable
CREATE TABLE "learner" (
    "user_id" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "registered_at" TIMESTAMPTZ(3) NOT NULL,
    "role_changed_at" TIMESTAMPTZ(3),

    CONSTRAINT "learner_pkey" PRIMARY KEY ("user_id")
);

ALTER TABLE "learner" ADD CONSTRAINT "learner_role_check"
  CHECK (role IN ('student', 'teacher', 'admin'));
