import { describe, expect, it } from 'vitest';
import { ConfigError } from '@fc/service-kit/config';
import { createPriceProvider } from './price-providers.ts';

describe('createPriceProvider', () => {
  it('when the simulated market is configured, then it gives the seeded simulated provider', async () => {
    const config = { MARKET_DATA_PROVIDER: 'simulated', PRICE_SEED: 'club' } as const;
    const provider = createPriceProvider(config);
    expect(provider.name).toBe('simulated');
    const stocks = [{ symbol: 'AAPL', priceCents: 27_149, riskFactor: 2 }];
    const at = new Date('2025-11-21T15:00:00.000Z');
    expect(await provider.fetchPrices(stocks, at)).toEqual(
      await createPriceProvider(config).fetchPrices(stocks, at),
    );
  });

  it('when Finnhub is configured with a key, then it gives the Finnhub provider', () => {
    const provider = createPriceProvider({
      MARKET_DATA_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: 'key',
      PRICE_SEED: 'club',
    });
    expect(provider.name).toBe('finnhub');
  });

  it.each([undefined, '', '   '])(
    'when Finnhub is configured with the key %j, then it is a configuration error naming the key',
    (key) => {
      const create = () =>
        createPriceProvider({
          MARKET_DATA_PROVIDER: 'finnhub',
          FINNHUB_API_KEY: key,
          PRICE_SEED: 'club',
        });
      expect(create).toThrow(ConfigError);
      expect(create).toThrow('FINNHUB_API_KEY: required when MARKET_DATA_PROVIDER is finnhub');
    },
  );
});
