-- The timeline names lessons and modules by their titles in the catalogue (docs/product.md "For
-- teachers"): an entry keeps the ids of what it was about, and its words no longer carry them.
-- AlterTable
ALTER TABLE "activity" ADD COLUMN     "lesson_id" INTEGER,
ADD COLUMN     "module_id" INTEGER;

-- Entries written before: their ids move out of the words ("Completed lesson 101 (module 1)",
-- "Passed the module 1 quiz: 4/5 (80%)", "Mastered the module 1 flashcards (8/8 cards)").
UPDATE "activity"
   SET "lesson_id" = (regexp_match("text", '^Completed lesson (\d+) \(module (\d+)\)$'))[1]::int,
       "module_id" = (regexp_match("text", '^Completed lesson (\d+) \(module (\d+)\)$'))[2]::int,
       "text" = 'Completed a lesson'
 WHERE "kind" = 'lesson' AND "text" ~ '^Completed lesson \d+ \(module \d+\)$';

UPDATE "activity"
   SET "module_id" = (regexp_match("text", '^(Passed|Failed) the module (\d+) quiz: '))[2]::int,
       "text" = regexp_replace("text", '^(Passed|Failed) the module \d+ quiz: ', '\1 the quiz: ')
 WHERE "kind" = 'quiz' AND "text" ~ '^(Passed|Failed) the module \d+ quiz: ';

UPDATE "activity"
   SET "module_id" = (regexp_match("text", '^Mastered the module (\d+) flashcards '))[1]::int,
       "text" = regexp_replace("text", '^Mastered the module \d+ flashcards ', 'Mastered the flashcards ')
 WHERE "kind" = 'flashcards' AND "text" ~ '^Mastered the module \d+ flashcards ';
