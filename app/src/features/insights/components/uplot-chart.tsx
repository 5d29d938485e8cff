/**
 * A small bar or line chart over labelled slots (weeks, days, months), drawn by uPlot on a
 * canvas in the theme's accent colour, redrawn when the system turns dark or light and when the
 * card's width changes. The canvas is decoration: the card's `aria-label` and table carry the numbers.
 */
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { AlignedData, Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useMediaQuery } from '../../../lib/use-media-query';
import { chartColours, type ChartColours } from './chart-colours';
import { loadUplot } from './load-uplot';

interface UplotChartProps {
  kind: 'bars' | 'line';
  /** One label per slot, shown on the x axis as room allows. */
  labels: readonly string[];
  values: readonly number[];
  height?: number;
}

// Whole numbers only: the charts count things.
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const SLOT_STEPS = [1, 2, 3, 4, 5, 6, 7, 10, 14, 15, 30];

function options(Plot: typeof uPlot, kind: UplotChartProps['kind'], labels: readonly string[], width: number, height: number, colours: ChartColours): Options {
  const font = '11px system-ui, sans-serif';
  const axis = { stroke: colours.text, font, ticks: { show: false }, gap: 4 };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        space: 46,
        incrs: SLOT_STEPS,
        size: 24,
        values: (_u, splits) => splits.map((slot) => (Number.isInteger(slot) ? (labels[slot] ?? '') : '')),
      },
      {
        ...axis,
        grid: { stroke: colours.grid, width: 1 },
        space: 28,
        incrs: COUNT_STEPS,
        size: 36,
        values: (_u, splits) => splits.map((n) => (Number.isInteger(n) ? n.toLocaleString('en-US') : '')),
      },
    ],
    series: [
      {},
      kind === 'bars'
        ? { stroke: colours.accent, fill: colours.accent, width: 0, points: { show: false }, paths: Plot.paths.bars!({ size: [0.7, 36], gap: 1 }) }
        : { stroke: colours.accent, fill: colours.accentSoft, width: 2, points: { show: labels.length <= 16, size: 5, fill: colours.accent } },
    ],
  };
}

export function UplotChart({ kind, labels, values, height = 180 }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The colours come from the theme's variables, which follow the system's scheme.
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const [Plot, setPlot] = useState<typeof uPlot>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadUplot().then(
      (loaded) => live && setPlot(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || !Plot) return;
    const data: AlignedData = [labels.map((_, i) => i), [...values]];
    const chart = new Plot(options(Plot, kind, labels, element.clientWidth, height, chartColours(element)), data, element);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== chart.width) chart.setSize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [Plot, kind, labels, values, height, dark]);

  // Offline before the chart code was ever fetched: the numbers are in the table.
  if (failed) return <p className="text-sm text-ink-muted">The chart could not be loaded; the table shows its numbers.</p>;
  return <div ref={box} aria-hidden="true" className="w-full min-w-0" style={{ height }} />;
}
