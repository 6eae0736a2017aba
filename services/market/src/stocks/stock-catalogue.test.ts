import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadStockCatalogue,
  MIN_SECTORS,
  MIN_STOCKS,
  STOCK_CATALOGUE_FILE,
  StockCatalogueError,
} from './stock-catalogue.ts';

const shipped = readFileSync(STOCK_CATALOGUE_FILE, 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'fc-stocks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
/** Writes a variant of the catalogue to the temp dir and returns its path. */
function writeCatalogue(text: string): string {
  const file = path.join(dir, `stocks-${++written}.yaml`);
  writeFileSync(file, text);
  return file;
}

/** The shipped catalogue with one entry's block (its "- symbol: X" line and fields) edited. */
function withEntry(symbol: string, edit: (block: string) => string): string {
  const block = new RegExp(`^- symbol: ${symbol.replace('.', '\\.')}\\n(?: {2}.*\\n)*`, 'm');
  const match = block.exec(shipped);
  if (!match) throw new Error(`no entry ${symbol} in the shipped catalogue`);
  return shipped.replace(block, edit(match[0]));
}

describe('the stock catalogue', () => {
  const stocks = loadStockCatalogue();

  it('when the shipped file loads, then it lists at least 64 stocks across at least 10 sectors', () => {
    expect(stocks.length).toBeGreaterThanOrEqual(MIN_STOCKS);
    expect(new Set(stocks.map((stock) => stock.sector)).size).toBeGreaterThanOrEqual(MIN_SECTORS);
  });

  it('when the shipped file loads, then no symbol or name appears twice', () => {
    expect(new Set(stocks.map((stock) => stock.symbol)).size).toBe(stocks.length);
    expect(new Set(stocks.map((stock) => stock.name)).size).toBe(stocks.length);
  });

  it('when the shipped file loads, then prices are positive whole cents and risks are 1 to 5', () => {
    for (const stock of stocks) {
      expect(Number.isInteger(stock.startingPriceCents), stock.symbol).toBe(true);
      expect(stock.startingPriceCents, stock.symbol).toBeGreaterThan(0);
      expect([1, 2, 3, 4, 5], stock.symbol).toContain(stock.riskFactor);
      expect(Number.isSafeInteger(stock.marketCap), stock.symbol).toBe(true);
    }
    expect(new Set(stocks.map((stock) => stock.riskFactor))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('when the shipped file loads, then dollars become cents and the listing keeps every field', () => {
    expect(stocks.find((stock) => stock.symbol === 'AAPL')).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      sector: 'Technology',
      marketCap: 4_010_000_000_000,
      riskFactor: 2,
      startingPriceCents: 27_149,
      exclusive: false,
    });
    expect(stocks.find((stock) => stock.symbol === 'BRK.B')?.startingPriceCents).toBe(50_920);
  });

  it('when the shipped file loads, then the premium stocks are a broad set: high-profile names, and international and bond funds that steady a portfolio', () => {
    const premium = stocks.filter((stock) => stock.exclusive);
    const symbols = premium.map((stock) => stock.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['NVDA', 'TSLA']));
    expect(symbols).toEqual(expect.arrayContaining(['VXUS', 'VWO', 'BND', 'AGG']));
    // Not only the riskiest bets: some of the premium set is low risk.
    expect(premium.filter((stock) => stock.riskFactor <= 2).length).toBeGreaterThanOrEqual(4);
    expect(premium.length).toBeLessThanOrEqual(16);
  });
});

describe('a broken stock catalogue', () => {
  it.each([
    [
      'a symbol is used twice',
      () =>
        `${shipped}- symbol: AAPL\n  name: "Apple Again"\n  sector: Technology\n  marketCap: 1000\n  riskFactor: 2\n  startingPrice: 1.00\n  exclusive: false\n`,
      'entry 79 (AAPL): the symbol AAPL is already used by entry 1',
    ],
    [
      'a risk factor is outside 1 to 5',
      () => withEntry('MSFT', (block) => block.replace(/riskFactor: \d/, 'riskFactor: 7')),
      'entry 2 (MSFT): riskFactor: must be a whole number from 1 to 5',
    ],
    [
      'a risk factor is not whole',
      () => withEntry('MSFT', (block) => block.replace(/riskFactor: \d/, 'riskFactor: 2.5')),
      'entry 2 (MSFT): riskFactor: must be a whole number from 1 to 5',
    ],
    [
      'a starting price is zero',
      () => withEntry('NVDA', (block) => block.replace(/startingPrice: .*/, 'startingPrice: 0')),
      'entry 3 (NVDA): startingPrice: must be more than 0',
    ],
    [
      'a starting price has fractions of a cent',
      () =>
        withEntry('NVDA', (block) => block.replace(/startingPrice: .*/, 'startingPrice: 1.005')),
      'entry 3 (NVDA): startingPrice: must be dollars with at most two decimals',
    ],
    [
      'a field is missing',
      () => withEntry('AVGO', (block) => block.replace(/ {2}name: .*\n/, '')),
      'entry 4 (AVGO): name: ',
    ],
    [
      'a field is misspelt',
      () => withEntry('AVGO', (block) => block.replace('exclusive:', 'exclusiv:')),
      'entry 4 (AVGO): ',
    ],
    [
      'a symbol is not in capitals',
      () => withEntry('ORCL', (block) => block.replace('symbol: ORCL', 'symbol: orcl')),
      'entry 5 (orcl): symbol: must be 1 to 6 capital letters or dots',
    ],
    [
      'an entry has no symbol',
      () => withEntry('ORCL', (block) => block.replace('- symbol: ORCL\n  name:', '- name:')),
      'entry 5: symbol: ',
    ],
    [
      'a sector is not one of the list',
      () => withEntry('AMD', (block) => block.replace('sector: Technology', 'sector: Tech')),
      'entry 6 (AMD): sector: must be one of: Technology, ',
    ],
  ])('when %s, then loading fails naming the file and the entry', (_, variant, message) => {
    const file = writeCatalogue(variant());
    expect(() => loadStockCatalogue(file)).toThrow(StockCatalogueError);
    expect(() => loadStockCatalogue(file)).toThrow(`${file}: ${message}`);
  });

  it('when fewer than 64 stocks are listed, then loading fails with the count', () => {
    const entries = shipped.split(/^(?=- symbol:)/m);
    const file = writeCatalogue(entries.slice(0, 11).join(''));
    expect(() => loadStockCatalogue(file)).toThrow(
      `${file}: lists 10 stocks; the market needs at least 64`,
    );
  });

  it('when fewer than 10 sectors are covered, then loading fails with the count', () => {
    const file = writeCatalogue(
      shipped.replace(/sector: (Utilities|Real Estate|Funds)/g, 'sector: Energy'),
    );
    expect(() => loadStockCatalogue(file)).toThrow(
      `${file}: covers 9 sectors; the market needs at least 10`,
    );
  });

  it('when the file is not YAML, then loading fails naming the file', () => {
    const file = writeCatalogue('- symbol: [unclosed\n');
    expect(() => loadStockCatalogue(file)).toThrow(`${file}: is not valid YAML`);
  });

  it('when the file is not a list, then loading fails naming the file', () => {
    const file = writeCatalogue('stocks: 3\n');
    expect(() => loadStockCatalogue(file)).toThrow(`${file}: must be a list of stocks`);
  });

  it('when the file is missing, then loading fails naming the file', () => {
    const file = path.join(dir, 'missing.yaml');
    expect(() => loadStockCatalogue(file)).toThrow(`${file}: cannot be read`);
  });
});
