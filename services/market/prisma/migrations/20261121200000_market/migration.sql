-- CreateTable
CREATE TABLE "stock" (
    "id" SERIAL NOT NULL,
    "symbol" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "market_cap" BIGINT NOT NULL,
    "risk_factor" INTEGER NOT NULL,
    "exclusive" BOOLEAN NOT NULL DEFAULT false,
    "price_cents" INTEGER NOT NULL,
    "previous_price_cents" INTEGER NOT NULL,
    "price_updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_point" (
    "id" BIGSERIAL NOT NULL,
    "stock_id" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "price_cents" INTEGER NOT NULL,

    CONSTRAINT "price_point_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trader" (
    "user_id" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,

    CONSTRAINT "trader_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "portfolio" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "cash_cents" BIGINT NOT NULL,
    "invested_cents" BIGINT NOT NULL,
    "unlocked_features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "holding" (
    "id" SERIAL NOT NULL,
    "portfolio_id" INTEGER NOT NULL,
    "stock_id" INTEGER NOT NULL,
    "shares" INTEGER NOT NULL,
    "cost_cents" BIGINT NOT NULL,

    CONSTRAINT "holding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade" (
    "id" SERIAL NOT NULL,
    "portfolio_id" INTEGER NOT NULL,
    "stock_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "shares" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "total_cents" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portfolio_value" (
    "id" BIGSERIAL NOT NULL,
    "portfolio_id" INTEGER NOT NULL,
    "valued_at" TIMESTAMPTZ(3) NOT NULL,
    "total_value_cents" BIGINT NOT NULL,

    CONSTRAINT "portfolio_value_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cash_adjustment" (
    "id" SERIAL NOT NULL,
    "portfolio_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "old_cents" BIGINT NOT NULL,
    "new_cents" BIGINT NOT NULL,
    "admin_id" INTEGER,
    "achievement_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cash_adjustment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "stock_symbol_key" ON "stock"("symbol");

-- CreateIndex
CREATE INDEX "price_point_stock_id_at_idx" ON "price_point"("stock_id", "at");

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_user_id_key" ON "portfolio"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "holding_portfolio_id_stock_id_key" ON "holding"("portfolio_id", "stock_id");

-- CreateIndex
CREATE INDEX "trade_portfolio_id_created_at_idx" ON "trade"("portfolio_id", "created_at");

-- CreateIndex
CREATE INDEX "portfolio_value_portfolio_id_valued_at_idx" ON "portfolio_value"("portfolio_id", "valued_at");

-- CreateIndex
CREATE INDEX "cash_adjustment_portfolio_id_created_at_idx" ON "cash_adjustment"("portfolio_id", "created_at");

-- AddForeignKey
ALTER TABLE "price_point" ADD CONSTRAINT "price_point_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stock"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "holding" ADD CONSTRAINT "holding_portfolio_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "holding" ADD CONSTRAINT "holding_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stock"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade" ADD CONSTRAINT "trade_portfolio_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade" ADD CONSTRAINT "trade_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stock"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portfolio_value" ADD CONSTRAINT "portfolio_value_portfolio_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_adjustment" ADD CONSTRAINT "cash_adjustment_portfolio_id_fkey" FOREIGN KEY ("portfolio_id") REFERENCES "portfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A holding always holds something; a sold-out position is deleted, never left at 0 or below.
ALTER TABLE "holding" ADD CONSTRAINT "holding_shares_positive" CHECK ("shares" > 0);
ALTER TABLE "stock" ADD CONSTRAINT "stock_price_positive" CHECK ("price_cents" > 0);
ALTER TABLE "price_point" ADD CONSTRAINT "price_point_price_positive" CHECK ("price_cents" > 0);
