-- The relay's batch (the oldest unsent events, FOR UPDATE SKIP LOCKED) read from an index of the
-- unsent rows alone, in the order it sends them: with only ("sent_at", "occurred_at") PostgreSQL
-- read every unsent row and sorted them for each batch of 100, so a backlog (Redis away for a
-- while) took time that grew with the square of its size to drain. Rows leave this index as they
-- are marked sent. Not expressible in schema.prisma (a partial index): written by hand.
CREATE INDEX "outbox_event_unsent_idx" ON "outbox_event" ("occurred_at", "id") WHERE "sent_at" IS NULL;
