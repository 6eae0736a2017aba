/** Where the prices come from, as the market-data card names it. */
export interface PriceSource {
  /** 'Simulated market' or 'Live: Finnhub': "Live" only for real quotes. */
  label: string;
  isLive: boolean;
  /** One sentence on what the prices are. */
  description: string;
}

const providerNames: Record<string, string> = { finnhub: 'Finnhub' };

/** The price source of GET /api/stocks/status (`provider`: 'simulated' or a quote provider). */
export function describePriceSource(provider: string): PriceSource {
  if (provider === 'simulated' || provider.trim() === '') {
    return {
      label: 'Simulated market',
      isLive: false,
      description: 'Practice prices from a simulated market, not real quotes.',
    };
  }
  const name = providerNames[provider] ?? provider;
  return {
    label: `Live: ${name}`,
    isLive: true,
    description: `Real market quotes from ${name}.`,
  };
}
