-- Each recorded value keeps the invested base of its time, so the performance chart can tell a
-- return from a trading bonus or an admin change. Rows recorded before this get today's base.
ALTER TABLE "portfolio_value" ADD COLUMN "invested_cents" BIGINT;

UPDATE "portfolio_value" AS v
SET "invested_cents" = p."invested_cents"
FROM "portfolio" AS p
WHERE p."id" = v."portfolio_id";

ALTER TABLE "portfolio_value" ALTER COLUMN "invested_cents" SET NOT NULL;
