-- The club index (issue #22): each stock's base price, and the index's level at every refresh
-- CreateTable
CREATE TABLE "benchmark_base" (
    "stock_id" INTEGER NOT NULL,
    "base_price_cents" INTEGER NOT NULL,

    CONSTRAINT "benchmark_base_pkey" PRIMARY KEY ("stock_id")
);

-- CreateTable
CREATE TABLE "benchmark_value" (
    "valued_at" TIMESTAMPTZ(3) NOT NULL,
    "level_hundredths" INTEGER NOT NULL,

    CONSTRAINT "benchmark_value_pkey" PRIMARY KEY ("valued_at")
);

-- AddForeignKey
ALTER TABLE "benchmark_base" ADD CONSTRAINT "benchmark_base_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stock"("id") ON DELETE CASCADE ON UPDATE CASCADE;

