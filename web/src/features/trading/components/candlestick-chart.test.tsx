import { act, render } from '@testing-library/react';
import type { AutoscaleInfo } from 'lightweight-charts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CandlestickChart } from '@/features/trading/components/candlestick-chart';
import type { ChartLine } from '@/features/trading/utils/chart-lines';
import { buildCandles } from '@/testing/trading-fixtures';

/*
 * jsdom draws no canvas and lays nothing out: lightweight-charts is replaced by a recorder of what
 * the component asks of it, and ResizeObserver by one the test drives.
 */
const chartLog = vi.hoisted(() => ({
  calls: [] as string[],
  chartOptions: [] as Record<string, unknown>[],
  seriesOptions: [] as Record<string, unknown>[],
}));

vi.mock('lightweight-charts', () => {
  const series = {
    setData: (data: unknown[]) => chartLog.calls.push(`setData ${data.length}`),
    applyOptions: (options: Record<string, unknown>) => chartLog.seriesOptions.push(options),
    createPriceLine: () => ({}),
    removePriceLine: () => undefined,
  };
  const chart = {
    applyOptions: (options: Record<string, unknown>) => chartLog.chartOptions.push(options),
    addSeries: (_type: unknown, options: Record<string, unknown>) => {
      chartLog.seriesOptions.push(options);
      return series;
    },
    removeSeries: () => undefined,
    resize: (width: number, height: number) => chartLog.calls.push(`resize ${width}x${height}`),
    timeScale: () => ({ fitContent: () => chartLog.calls.push('fitContent') }),
    remove: () => undefined,
  };
  return {
    createChart: (_container: HTMLElement, options: Record<string, unknown>) => {
      chartLog.chartOptions.push(options);
      return chart;
    },
    CandlestickSeries: 'Candlestick',
    LineSeries: 'Line',
    ColorType: { Solid: 'solid' },
    LineStyle: { Solid: 0, Dashed: 2 },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
  };
});

type ResizeCallback = (entries: { contentRect: { width: number; height: number } }[]) => void;
let resizeCallbacks: ResizeCallback[] = [];

beforeEach(() => {
  chartLog.calls = [];
  chartLog.chartOptions = [];
  chartLog.seriesOptions = [];
  resizeCallbacks = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeCallback) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The container is laid out at this size, as the browser would tell the chart. */
function layOut(width: number, height: number) {
  act(() => {
    for (const callback of resizeCallbacks) callback([{ contentRect: { width, height } }]);
  });
}

const candles = buildCandles();

describe('candlestick chart', () => {
  it('when its container has no width as the candles arrive (a tab still being laid out), then the candles are fitted again to the width it gets', () => {
    render(<CandlestickChart candles={candles} interval="hour" lines={[]} movingAverage={null} />);
    expect(chartLog.calls).toContain('setData 24');

    layOut(320, 384);
    layOut(812.6, 384);

    expect(chartLog.calls.slice(-4)).toEqual([
      'resize 320x384',
      'fitContent',
      'resize 812x384',
      'fitContent',
    ]);
  });

  it('spans the whole width with its candles and keeps the first and last time labels inside', () => {
    render(<CandlestickChart candles={candles} interval="hour" lines={[]} movingAverage={null} />);

    expect(chartLog.chartOptions[0]?.timeScale).toMatchObject({
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkMaxCharacterLength: 10,
    });
  });

  it('scales its prices to take in every line, also one beyond the candles', () => {
    const line = (id: string, price: number): ChartLine => ({ id, kind: 'resistance', price });
    const { rerender } = render(
      <CandlestickChart candles={candles} interval="hour" lines={[]} movingAverage={null} />,
    );
    const provider = chartLog.seriesOptions[0]?.autoscaleInfoProvider as (
      original: () => AutoscaleInfo | null,
    ) => AutoscaleInfo | null;
    const candleRange = (): AutoscaleInfo => ({ priceRange: { minValue: 187, maxValue: 192 } });
    expect(provider(candleRange)?.priceRange).toEqual({ minValue: 187, maxValue: 192 });

    rerender(
      <CandlestickChart
        candles={candles}
        interval="hour"
        lines={[line('high', 25_000), line('low', 5_000), line('inside', 19_000)]}
        movingAverage={null}
      />,
    );

    expect(provider(candleRange)?.priceRange).toEqual({ minValue: 50, maxValue: 250 });
    expect(provider(() => null)).toBeNull();
  });
});
