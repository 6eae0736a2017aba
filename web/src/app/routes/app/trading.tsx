import { TradingPage } from '@/features/trading/components/trading-page';

export function TradingRoute() {
  return <TradingPage />;
}
