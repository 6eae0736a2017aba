import type { Candle, CandleInterval } from '@fc/contracts/market';
import {
  type AutoscaleInfo,
  CandlestickSeries,
  ColorType,
  createChart,
  LineSeries,
  LineStyle,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

import type { ChartLine } from '@/features/trading/utils/chart-lines';
import { formatDateTime, formatMonth, formatShortDate, formatTime, formatYear } from '@/lib/dates';

const UP_COLOR = '#16a34a';
const DOWN_COLOR = '#dc2626';
const MOVING_AVERAGE_COLOR = '#2f4fd8';

const lineColors: Record<ChartLine['kind'], string> = {
  support: '#15803d',
  resistance: '#b91c1c',
};

const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Candles carry unix seconds; the chart shows them as lib/dates writes every time. */
function toSeconds(time: Time): number {
  return typeof time === 'number' ? time : Date.parse(typeof time === 'string' ? time : '') / 1000;
}

function formatTickMark(time: Time, type: TickMarkType): string {
  const seconds = toSeconds(time);
  switch (type) {
    case TickMarkType.Year:
      return formatYear(seconds);
    case TickMarkType.Month:
      return formatMonth(seconds);
    case TickMarkType.DayOfMonth:
      return formatShortDate(seconds);
    default:
      return formatTime(seconds);
  }
}

export interface CandlestickChartProps {
  candles: readonly Candle[];
  interval: CandleInterval;
  /** Support and resistance lines to draw. */
  lines: readonly ChartLine[];
  /** A moving average of the closes (Advanced Chart Tools), or null. */
  movingAverage: readonly { time: number; value: number }[] | null;
}

/**
 * The time scale: the candles always span the whole width (both edges fixed, so the bars can
 * never be squeezed to one side), and the first and last labels are kept inside the chart
 * (lightweight-charts moves an edge label in only while labels are at least this many characters
 * apart; "12:00 AM" and "Mar 12" fit).
 */
export const timeScaleOptions = {
  borderColor: '#e2e8f0',
  secondsVisible: false,
  fixLeftEdge: true,
  fixRightEdge: true,
  lockVisibleTimeRangeOnResize: true,
  tickMarkMaxCharacterLength: 10,
  tickMarkFormatter: formatTickMark,
} as const;

/**
 * The price range the chart scales to: the candles' own, widened to take in every line, so a
 * line beyond the candles is drawn at its place rather than left off the chart.
 */
export function includeLines(
  range: AutoscaleInfo | null,
  linePrices: readonly number[],
): AutoscaleInfo | null {
  if (!range?.priceRange || linePrices.length === 0) return range;
  const { minValue, maxValue } = range.priceRange;
  return {
    ...range,
    priceRange: {
      minValue: Math.min(minValue, ...linePrices),
      maxValue: Math.max(maxValue, ...linePrices),
    },
  };
}

/**
 * A candlestick chart (lightweight-charts v5) with prices in dollars. Loaded on demand; hidden
 * from screen readers, as the charts tab describes the candles in text. It is sized from its
 * container and fits its candles again whenever the container's size changes (a chart made in a
 * tab that is still being laid out first gets a width of 0 or a fraction of its own).
 */
export function CandlestickChart({
  candles,
  interval,
  lines,
  movingAverage,
}: CandlestickChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  /** The lines' prices in dollars, read by the price scale whenever it rescales. */
  const linePricesRef = useRef<number[]>([]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Sized from the container (its size now; the observer below follows it), not autoSize:
    // fitting the candles must come after the chart has taken a new width, never before.
    const chart = createChart(container, {
      layout: {
        // The attribution TradingView asks for is a link under the chart, outside the part
        // hidden from screen readers (its logo inside the chart would be a hidden focusable link).
        attributionLogo: false,
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#475569',
        fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
      },
      grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
      rightPriceScale: { borderColor: '#e2e8f0' },
      timeScale: timeScaleOptions,
      localization: {
        priceFormatter: (price: number) => priceFormat.format(price),
        timeFormatter: (time: Time) => formatDateTime(toSeconds(time)),
      },
    });
    chartRef.current = chart;
    seriesRef.current = chart.addSeries(CandlestickSeries, {
      upColor: UP_COLOR,
      downColor: DOWN_COLOR,
      borderVisible: false,
      wickUpColor: UP_COLOR,
      wickDownColor: DOWN_COLOR,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) =>
        includeLines(original(), linePricesRef.current),
    });
    // The chart takes its container's size, and fits the candles to it, whenever that changes.
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (!box || box.width <= 0 || box.height <= 0) return;
      chart.resize(Math.floor(box.width), Math.floor(box.height));
      chart.timeScale().fitContent();
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      // The other effects' clean-ups see the chart gone and leave it alone.
      chartRef.current = null;
      seriesRef.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    const series = seriesRef.current;
    const container = containerRef.current;
    if (!chart || !series || !container) return;
    chart.applyOptions({ timeScale: { timeVisible: interval === 'hour' } });
    series.setData(
      candles.map((candle) => ({
        time: candle.time as UTCTimestamp,
        open: candle.open / 100,
        high: candle.high / 100,
        low: candle.low / 100,
        close: candle.close / 100,
      })),
    );
    // Without a width yet there is nothing to fit to: the observer fits once there is one.
    if (container.clientWidth > 0) chart.timeScale().fitContent();
  }, [candles, interval]);

  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    linePricesRef.current = lines.map((line) => line.price / 100);
    // Rescale now: a new line beyond the candles widens the price scale at once.
    series.applyOptions({});
    const drawn = lines.map((line) =>
      series.createPriceLine({
        price: line.price / 100,
        color: lineColors[line.kind],
        lineWidth: 2,
        lineStyle: line.isDefault ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
        title: line.kind === 'support' ? 'Support' : 'Resistance',
      }),
    );
    return () => {
      if (seriesRef.current !== series) return;
      for (const priceLine of drawn) series.removePriceLine(priceLine);
    };
  }, [lines]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !movingAverage) return;
    const average = chart.addSeries(LineSeries, {
      color: MOVING_AVERAGE_COLOR,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
    });
    average.setData(
      movingAverage.map((point) => ({
        time: point.time as UTCTimestamp,
        value: point.value / 100,
      })),
    );
    return () => {
      if (chartRef.current === chart) chart.removeSeries(average);
    };
  }, [movingAverage]);

  return (
    <div>
      <div ref={containerRef} aria-hidden="true" className="h-72 w-full sm:h-96" />
      <p className="mt-1 text-right text-xs text-slate-500">
        Chart by{' '}
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noreferrer"
          className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          TradingView Lightweight Charts
        </a>
      </p>
    </div>
  );
}
