-- Limit and stop orders (issue #22): src/orders. The checks keep impossible orders out whatever writes them.
-- AlterTable
ALTER TABLE "trade" ADD COLUMN     "order_id" INTEGER;

-- CreateTable
CREATE TABLE "stock_order" (
    "id" SERIAL NOT NULL,
    "portfolio_id" INTEGER NOT NULL,
    "stock_id" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "shares" INTEGER NOT NULL,
    "trigger_price_cents" INTEGER NOT NULL,
    "reserved_cents" BIGINT NOT NULL,
    "time_in_force" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "status_reason" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),
    "fill_price_cents" INTEGER,

    CONSTRAINT "stock_order_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stock_order_status_stock_id_idx" ON "stock_order"("status", "stock_id");

-- CreateIndex
CREATE INDEX "stock_order_portfolio_id_status_idx" ON "stock_order"("portfolio_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "trade_order_id_key" ON "trade"("order_id");

-- AddForeignKey
ALTER TABLE "stock_order" ADD CONSTRAINT "stock_order_portfolio_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_order" ADD CONSTRAINT "stock_order_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stock"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


ALTER TABLE "stock_order"
  ADD CONSTRAINT "stock_order_side_check" CHECK ("side" IN ('buy', 'sell')),
  ADD CONSTRAINT "stock_order_kind_check" CHECK ("kind" IN ('limit', 'stop')),
  ADD CONSTRAINT "stock_order_time_in_force_check" CHECK ("time_in_force" IN ('day', 'gtc')),
  ADD CONSTRAINT "stock_order_status_check" CHECK ("status" IN ('open', 'filled', 'cancelled', 'expired', 'rejected')),
  ADD CONSTRAINT "stock_order_shares_check" CHECK ("shares" > 0),
  ADD CONSTRAINT "stock_order_trigger_check" CHECK ("trigger_price_cents" > 0),
  ADD CONSTRAINT "stock_order_reserved_check" CHECK ("reserved_cents" >= 0);
