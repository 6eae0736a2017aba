import type { Candle, CandleInterval, Stock } from '@fc/contracts/market';
import { Activity, CandlestickChart as CandlesIcon } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';

import { Card } from '@/components/ui/card';
import { ChartBoundary } from '@/components/ui/chart-boundary';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCandles } from '@/features/trading/api/get-candles';
import { ChangeText } from '@/features/trading/components/change-text';
import { CustomLineForm } from '@/features/trading/components/custom-line-form';
import { FeatureLockHint } from '@/features/trading/components/feature-lock-hint';
import { LazyCandlestickChart } from '@/features/trading/components/lazy-charts';
import { PremiumBadge } from '@/features/trading/components/stock-badges';
import { ToggleButtons, type ToggleOption } from '@/features/trading/components/toggle-buttons';
import {
  getDefaultLines,
  getLinePlacement,
  getMovingAverage,
  MOVING_AVERAGE_PERIOD,
  type ChartLine,
} from '@/features/trading/utils/chart-lines';
import { featureLabels } from '@/features/trading/utils/features';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatDollars } from '@/lib/money';

/** What the reader set on the charts; kept by the page so it survives switching tabs. */
export interface ChartSettings {
  interval: CandleInterval;
  showLevels: boolean;
  showMovingAverage: boolean;
  /** Custom lines per stock id. */
  customLines: Record<number, ChartLine[]>;
}

export const defaultChartSettings: ChartSettings = {
  interval: 'hour',
  showLevels: false,
  showMovingAverage: true,
  customLines: {},
};

const intervalOptions: readonly ToggleOption<CandleInterval>[] = [
  { value: 'hour', label: 'Hourly' },
  { value: 'day', label: 'Daily' },
];

const NO_LINES: ChartLine[] = [];

/** The candlestick chart of one stock with its interval, support/resistance and custom lines. */
export function StockChartCard({
  stock,
  settings,
  onSettingsChange,
  hasAdvancedCharts,
}: {
  stock: Stock;
  settings: ChartSettings;
  onSettingsChange: (update: (settings: ChartSettings) => ChartSettings) => void;
  hasAdvancedCharts: boolean;
}) {
  const candles = useCandles(stock.id, settings.interval);
  const titleId = useId();
  const lineCount = useRef(0);
  const customLines = settings.customLines[stock.id] ?? NO_LINES;
  const data = candles.data;

  const lines = useMemo(
    () => [...(settings.showLevels && data ? getDefaultLines(data) : []), ...customLines],
    [settings.showLevels, data, customLines],
  );
  const isAverageShown = hasAdvancedCharts && settings.showMovingAverage;
  const movingAverage = useMemo(
    () => (isAverageShown && data ? getMovingAverage(data, MOVING_AVERAGE_PERIOD) : null),
    [isAverageShown, data],
  );

  const setCustomLines = (update: (lines: ChartLine[]) => ChartLine[]) =>
    onSettingsChange((current) => ({
      ...current,
      customLines: {
        ...current.customLines,
        [stock.id]: update(current.customLines[stock.id] ?? []),
      },
    }));

  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
            <CandlesIcon aria-hidden="true" className="size-5 text-primary-600" />
            <span>
              {stock.symbol} <span className="font-normal text-slate-600">· {stock.name}</span>
            </span>
            {stock.exclusive ? <PremiumBadge /> : null}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-lg font-bold text-slate-900 tabular-nums">
              {formatDollars(stock.currentPrice)}
            </span>
            <ChangeText hundredths={stock.changePercent} withIcon />
          </p>
        </div>
        <ToggleButtons
          label="Candle interval"
          options={intervalOptions}
          value={settings.interval}
          onChange={(interval) => onSettingsChange((current) => ({ ...current, interval }))}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={settings.showLevels}
          onClick={() =>
            onSettingsChange((current) => ({ ...current, showLevels: !current.showLevels }))
          }
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            settings.showLevels
              ? 'border-primary-300 bg-primary-50 text-primary-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <Activity aria-hidden="true" className="size-4" />
          Support &amp; Resistance
        </button>
        {hasAdvancedCharts ? (
          <button
            type="button"
            aria-pressed={settings.showMovingAverage}
            onClick={() =>
              onSettingsChange((current) => ({
                ...current,
                showMovingAverage: !current.showMovingAverage,
              }))
            }
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              settings.showMovingAverage
                ? 'border-primary-300 bg-primary-50 text-primary-800'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <span aria-hidden="true" className="h-0.5 w-4 rounded bg-primary-600" />
            {MOVING_AVERAGE_PERIOD}-period moving average
          </button>
        ) : null}
      </div>

      <div className="mt-4">
        {candles.isPending ? (
          <div role="status">
            <span className="sr-only">Loading the chart of {stock.symbol}</span>
            <Skeleton className="h-72 sm:h-96" />
          </div>
        ) : candles.isError ? (
          <InlineAlert onRetry={() => void candles.refetch()} isRetrying={candles.isFetching}>
            The price history of {stock.symbol} could not be loaded.
          </InlineAlert>
        ) : candles.data.length === 0 ? (
          <p className="flex h-48 items-center justify-center rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">
            No price history for {stock.symbol} yet. It builds up with every price refresh.
          </p>
        ) : (
          <>
            <ChartBoundary className="h-72 sm:h-96">
              <LazyCandlestickChart
                candles={candles.data}
                interval={settings.interval}
                lines={lines}
                movingAverage={movingAverage}
              />
            </ChartBoundary>
            <CandleSummary
              stock={stock}
              candles={candles.data}
              interval={settings.interval}
              lines={lines}
            />
          </>
        )}
      </div>

      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        <CustomLineForm
          lines={customLines}
          onAdd={(line) => {
            lineCount.current += 1;
            const id = `custom-${lineCount.current}`;
            setCustomLines((current) => [...current, { ...line, id }]);
          }}
          onRemove={(id) => setCustomLines((current) => current.filter((line) => line.id !== id))}
        />
        {hasAdvancedCharts ? null : (
          <FeatureLockHint feature={featureLabels.advanced_charts}>
            a moving-average line on the price chart
          </FeatureLockHint>
        )}
      </div>
    </Card>
  );
}

const placementNotes = {
  above: " (above this period's high: the chart is scaled up to show it)",
  below: " (below this period's low: the chart is scaled down to show it)",
  within: '',
} as const;

function describeLine(line: ChartLine, candles: readonly Candle[]): string {
  const price = formatDollars(line.price);
  const name = line.isDefault
    ? `${line.kind === 'support' ? 'Support' : 'Resistance'} at ${price}`
    : `Custom ${line.kind} at ${price}`;
  return name + placementNotes[getLinePlacement(line, candles)];
}

/** The candles in words and numbers: the period's open, high, low and close, and the lines drawn. */
function CandleSummary({
  stock,
  candles,
  interval,
  lines,
}: {
  stock: Stock;
  candles: readonly Candle[];
  interval: CandleInterval;
  lines: readonly ChartLine[];
}) {
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (!first || !last) return null;
  const high = Math.max(...candles.map((candle) => candle.high));
  const low = Math.min(...candles.map((candle) => candle.low));
  const stats = [
    { label: 'Open', value: first.open },
    { label: 'High', value: high },
    { label: 'Low', value: low },
    { label: 'Close', value: last.close },
  ];
  return (
    <div className="mt-3">
      <p className="sr-only">
        {stock.symbol} {interval === 'hour' ? 'hourly' : 'daily'} price chart, {candles.length}{' '}
        candles from {formatDateTime(first.time)} to {formatDateTime(last.time)}.
      </p>
      <dl
        aria-label={`${stock.symbol} over the period`}
        className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
      >
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
      {lines.length > 0 ? (
        <ul aria-label="Lines on the chart" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {lines.map((line) => (
            <li
              key={line.id}
              className={line.kind === 'support' ? 'text-green-800' : 'text-red-800'}
            >
              {describeLine(line, candles)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
