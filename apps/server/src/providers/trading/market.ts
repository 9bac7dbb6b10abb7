import type { MarketProviderName } from '../../config';
import type { TradingProvider } from './trading.provider';
import { createWaxpeerMarket } from './waxpeer';

/** The real trading market a configuration names (decision 0081). */
export function createMarket(name: Exclude<MarketProviderName, 'sandbox'>, config: { apiKey: string; endpoint: string | null; unitsPerCoin: number | null }): TradingProvider {
  switch (name) {
    case 'waxpeer':
      return createWaxpeerMarket(config);
  }
}
