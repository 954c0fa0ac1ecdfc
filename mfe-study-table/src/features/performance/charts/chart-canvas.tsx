import { useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import { formatNumber } from 'shared-design-system/area';
import { formatChartValue, seriesColor, type ChartModel } from './chart-model';

/**
 * The narrowest the chart is drawn: below its container's width only on the narrowest windows (320 px less the
 * side menu). It was 280 px, wider than the area of a 390 px window, which then scrolled sideways.
 */
const MIN_WIDTH = 200;

const HEIGHT = 260;

/** What uPlot needs of its own stylesheet (its css file is not bundled: no css loader in the remotes). */
const uplotCss = {
  '.uplot, .uplot *, .uplot *::before, .uplot *::after': { boxSizing: 'border-box' },
  '.uplot': { position: 'relative', width: 'min-content' },
  '.u-wrap': { position: 'relative', userSelect: 'none' },
  '.u-over, .u-under': { position: 'absolute' },
  '.u-under': { overflow: 'hidden' },
  '.uplot canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
  '.u-axis': { position: 'absolute' },
  '.u-cursor-x, .u-cursor-y, .u-select': { position: 'absolute', pointerEvents: 'none' },
  '.u-cursor-pt': { position: 'absolute', pointerEvents: 'none', borderRadius: '50%' },
  '.u-hz .u-cursor-x, .u-vt .u-cursor-y': { height: '100%', borderRight: '1px dashed #607D8B' },
  '.u-hz .u-cursor-y, .u-vt .u-cursor-x': { width: '100%', borderBottom: '1px dashed #607D8B' },
  '.u-off': { display: 'none' },
} as const;

/**
 * One performance chart drawn by uPlot (this module is its own lazily loaded chunk: uPlot reaches the
 * browser only on the performance page). It is hidden from assistive technology: the table beside it says
 * the same numbers.
 */
export default function ChartCanvas({ model }: { model: ChartModel }) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const axis = {
      stroke: theme.colors.textMuted,
      grid: { stroke: theme.colors.border, width: 1 },
      ticks: { stroke: theme.colors.border, width: 1 },
      font: `${theme.fontSizes.xs}px ${theme.fontFamily}`,
    };
    const byClassification = model.xs.length > 0 && model.xs[0] === 0;
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const options: Options = {
      width: Math.max(MIN_WIDTH, element.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: false, ...(byClassification ? { range: [-0.5, model.xs.length - 0.5] } : {}) },
        y: { range: (_u, min, max) => [Math.min(0, min), model.unit === 'percent' ? 100 : Math.max(1, max)] },
        y2: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max)] },
      },
      axes: [
        {
          ...axis,
          values: (_u, splits) =>
            splits.map((split) => {
              const index = model.xs.indexOf(split);
              return index >= 0 ? (model.xLabels[index] ?? '') : '';
            }),
          splits: () => model.xs,
          rotate: byClassification ? 0 : undefined,
        },
        {
          ...axis,
          scale: 'y',
          values: (_u, splits) => splits.map((split) => formatChartValue(split, model.unit)),
          size: 56,
        },
        ...(model.series.some((series) => series.scale === 'y2')
          ? [
              {
                ...axis,
                scale: 'y2',
                side: 1,
                grid: { show: false },
                values: (_u: uPlot, splits: number[]) => splits.map((split) => formatNumber(split)),
                size: 56,
              },
            ]
          : []),
      ],
      series: [
        {},
        ...model.series.map((series, index) => {
          const color = seriesColor(theme.colors, index);
          return {
            label: series.label,
            scale: series.scale,
            stroke: color,
            width: 2,
            ...(series.shape === 'bars' ? { fill: `${color}b3`, paths: bars, points: { show: false } } : {}),
            ...(series.shape === 'dashed' ? { dash: [6, 4] } : {}),
          };
        }),
      ],
    };
    const data: AlignedData = [model.xs, ...model.series.map((series) => series.values)];
    const plot = new uPlot(options, data, element);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() =>
            plot.setSize({ width: Math.max(MIN_WIDTH, element.clientWidth), height: HEIGHT }),
          );
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [model, theme]);

  return <div ref={container} aria-hidden="true" data-chart-canvas="" css={{ width: '100%', ...uplotCss }} />;
}
