-- Where a module comes in the course (content/course.yaml). Until the content seed sets it at
-- start-up, the old order holds: a module's position is its id.
ALTER TABLE "module" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;
UPDATE "module" SET "position" = "id";
