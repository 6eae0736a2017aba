import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { dollarsToCents, isWholeCents } from '../shared/money.ts';

/** The shipped catalogue: services/market/content/stocks.yaml. */
export const STOCK_CATALOGUE_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'content',
  'stocks.yaml',
);

export const MIN_STOCKS = 64;
export const MIN_SECTORS = 10;

/**
 * The GICS sectors, and Funds for exchange-traded funds (international and bond ETFs, which hold
 * many sectors); a fixed list so that a typo ("Tech") cannot open a sector of its own.
 */
export const STOCK_SECTORS = [
  'Technology',
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Health Care',
  'Financials',
  'Industrials',
  'Energy',
  'Utilities',
  'Real Estate',
  'Materials',
  'Funds',
] as const;

const text = z.string().trim().min(1, 'must not be empty');

/** One entry of stocks.yaml, as written: the price in dollars and cents. */
export const stockEntrySchema = z.strictObject({
  symbol: z
    .string()
    .regex(/^[A-Z.]{1,6}$/, 'must be 1 to 6 capital letters or dots, e.g. AAPL or BRK.B'),
  name: text,
  sector: z.enum(STOCK_SECTORS, { error: `must be one of: ${STOCK_SECTORS.join(', ')}` }),
  /** Whole US dollars. */
  marketCap: z
    .number()
    .int('must be whole dollars')
    .positive('must be more than 0')
    .max(Number.MAX_SAFE_INTEGER),
  riskFactor: z
    .number()
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5'),
  /** Dollars with at most two decimals. */
  startingPrice: z
    .number()
    .positive('must be more than 0')
    .refine(isWholeCents, 'must be dollars with at most two decimals')
    .refine((dollars) => dollarsToCents(dollars) >= 1, 'must be at least one cent'),
  exclusive: z.boolean(),
});
export type StockEntry = z.infer<typeof stockEntrySchema>;

/** A listed stock, prices in integer cents. */
export interface StockListing {
  symbol: string;
  name: string;
  sector: string;
  /** Whole US dollars. */
  marketCap: number;
  /** 1 Very Low ... 5 Very High. */
  riskFactor: number;
  startingPriceCents: number;
  /** A premium stock: tradable once the exclusive stocks feature is unlocked. */
  exclusive: boolean;
}

/** The catalogue file cannot be used; the message names the file and the entry. */
export class StockCatalogueError extends Error {
  override name = 'StockCatalogueError';
}

/**
 * Reads and validates the stock catalogue (by default the shipped stocks.yaml), in file order.
 * Any problem throws a StockCatalogueError naming the file and the entry, so a broken file stops
 * the start-up instead of listing half a market.
 */
export function loadStockCatalogue(file: string = STOCK_CATALOGUE_FILE): StockListing[] {
  const fail = (problem: string): never => {
    throw new StockCatalogueError(`${file}: ${problem}`);
  };

  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    return fail(`cannot be read (${(error as Error).message})`);
  }
  let document: unknown;
  try {
    document = parseYaml(source);
  } catch (error) {
    return fail(`is not valid YAML: ${(error as Error).message}`);
  }
  if (!Array.isArray(document)) return fail('must be a list of stocks');

  const listings: StockListing[] = [];
  const entryOfSymbol = new Map<string, number>();
  for (const [index, raw] of (document as unknown[]).entries()) {
    const entry = describeEntry(index, raw);
    const result = stockEntrySchema.safeParse(raw);
    if (!result.success) {
      const problems = result.error.issues
        .map(
          (issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
        )
        .join('; ');
      return fail(`${entry}: ${problems}`);
    }
    const stock = result.data;
    const earlier = entryOfSymbol.get(stock.symbol);
    if (earlier !== undefined) {
      fail(`${entry}: the symbol ${stock.symbol} is already used by entry ${earlier + 1}`);
    }
    entryOfSymbol.set(stock.symbol, index);
    listings.push({
      symbol: stock.symbol,
      name: stock.name,
      sector: stock.sector,
      marketCap: stock.marketCap,
      riskFactor: stock.riskFactor,
      startingPriceCents: dollarsToCents(stock.startingPrice),
      exclusive: stock.exclusive,
    });
  }

  if (listings.length < MIN_STOCKS) {
    fail(`lists ${listings.length} stocks; the market needs at least ${MIN_STOCKS}`);
  }
  const sectors = new Set(listings.map((stock) => stock.sector));
  if (sectors.size < MIN_SECTORS) {
    fail(`covers ${sectors.size} sectors; the market needs at least ${MIN_SECTORS}`);
  }
  return listings;
}

/** "entry 3 (MSFT)", or "entry 3" when the entry has no usable symbol. */
function describeEntry(index: number, raw: unknown): string {
  const symbol =
    typeof raw === 'object' && raw !== null && 'symbol' in raw ? raw.symbol : undefined;
  return typeof symbol === 'string' && symbol.trim() !== ''
    ? `entry ${index + 1} (${symbol})`
    : `entry ${index + 1}`;
}
