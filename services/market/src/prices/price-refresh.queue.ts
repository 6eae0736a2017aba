/** The queue of price refresh jobs: a job scheduler adds one every interval, "Update Now" adds one too. */
export const PRICE_REFRESH_QUEUE = 'market.price-refresh';
export const PRICE_REFRESH_SCHEDULER_ID = 'refresh-prices-every-interval';
export const PRICE_REFRESH_INTERVAL_MS = 15 * 60 * 1000;
