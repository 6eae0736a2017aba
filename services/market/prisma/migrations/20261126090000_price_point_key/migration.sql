-- Price history is keyed by what it is: one price per stock and instant (issue #24). A refresh
-- writes one row per stock (10,000 in the benchmark); the surrogate id cost a sequence call and a
-- second index entry per row, and the foreign key to stock a trigger per row (about a third of
-- the refresh's write). The rows are only ever written from stocks that exist (the refresh's
-- updated rows, the backfill's listed stocks), and a stock's deletion still removes its history:
-- once per statement, by the trigger below, instead of the foreign key's cascade.

-- Duplicates of a stock and instant, should any exist, keep the newest row.
DELETE FROM "price_point" a USING "price_point" b
WHERE a."stock_id" = b."stock_id" AND a."at" = b."at" AND a."id" < b."id";

ALTER TABLE "price_point" DROP CONSTRAINT "price_point_stock_id_fkey";
ALTER TABLE "price_point" DROP CONSTRAINT "price_point_pkey";
DROP INDEX "price_point_stock_id_at_idx";
ALTER TABLE "price_point" DROP COLUMN "id";
ALTER TABLE "price_point" ADD CONSTRAINT "price_point_pkey" PRIMARY KEY ("stock_id", "at");

CREATE FUNCTION "delete_price_history_of_deleted_stocks"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM "price_point" p USING deleted_stocks d WHERE p."stock_id" = d."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "stock_deleted_price_history" AFTER DELETE ON "stock"
REFERENCING OLD TABLE AS deleted_stocks
FOR EACH STATEMENT EXECUTE FUNCTION "delete_price_history_of_deleted_stocks"();
