import { ConfigError } from '@fc/service-kit/config';
import { createFinnhubProvider } from './finnhub-provider.ts';
import type { PriceProvider } from './price-provider.ts';
import type { CreatePacer } from './provider-pacing.ts';
import { createSimulatedProvider } from './simulated-provider.ts';

export interface PriceProviderConfig {
  /** 'simulated' (the default market) or 'finnhub' (real quotes; needs FINNHUB_API_KEY). */
  MARKET_DATA_PROVIDER: 'simulated' | 'finnhub';
  FINNHUB_API_KEY?: string;
  FINNHUB_BASE_URL?: string;
  /** Keys the simulated market's random numbers. */
  PRICE_SEED: string;
  /** The refresh interval: the simulated market's slot (15 minutes unless a load run shortens it). */
  PRICE_REFRESH_SECONDS?: number;
}

/**
 * The price provider the configuration asks for; a provider that cannot work stops the start.
 * `createPacer` spaces a rate-limited provider's requests (the worker shares it across replicas).
 */
export function createPriceProvider(
  config: PriceProviderConfig,
  options: { createPacer?: CreatePacer } = {},
): PriceProvider {
  switch (config.MARKET_DATA_PROVIDER) {
    case 'simulated':
      return createSimulatedProvider({
        seed: config.PRICE_SEED,
        ...(config.PRICE_REFRESH_SECONDS ? { stepMs: config.PRICE_REFRESH_SECONDS * 1000 } : {}),
      });
    case 'finnhub': {
      const apiKey = config.FINNHUB_API_KEY?.trim();
      if (!apiKey) {
        throw new ConfigError(
          'Invalid configuration:\n  FINNHUB_API_KEY: required when MARKET_DATA_PROVIDER is finnhub (a free key: https://finnhub.io/register)',
        );
      }
      return createFinnhubProvider({
        apiKey,
        ...(config.FINNHUB_BASE_URL ? { baseUrl: config.FINNHUB_BASE_URL } : {}),
        ...(options.createPacer ? { createPacer: options.createPacer } : {}),
      });
    }
    default: {
      const unknown: never = config.MARKET_DATA_PROVIDER;
      throw new ConfigError(
        `Invalid configuration:\n  MARKET_DATA_PROVIDER: ${String(unknown)} is not simulated or finnhub`,
      );
    }
  }
}
