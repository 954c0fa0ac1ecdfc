import type { Theme } from '@emotion/react';
import type { PerformanceChartData, PerformanceChartKind } from 'shared-contracts';
import { formatDayMonth, formatNumber, formatPercent } from 'shared-design-system/area';

/** The charts' pt-BR titles (spec 2 §7: resolved questions, classification accuracy, trend, daily progress). */
export const CHART_TITLES: Record<PerformanceChartKind, string> = {
  'resolved-questions': 'Questões resolvidas',
  'classification-accuracy': 'Aproveitamento por classificação',
  'trend-performance': 'Tendência de desempenho',
  'daily-progress': 'Progresso diário',
};

/** How a series is drawn. */
export type SeriesShape = 'line' | 'dashed' | 'bars';

/** What the canvas draws, without uPlot: x positions, labels, and each series' values and shape. */
export interface ChartModel {
  /** x positions: seconds of São Paulo midday for days, 0..n-1 for classifications */
  xs: number[];
  /** the x labels as read ('05/03', 'Direito Constitucional') */
  xLabels: string[];
  series: { key: string; label: string; values: number[]; shape: SeriesShape; scale: 'y' | 'y2' }[];
  unit: PerformanceChartData['unit'];
}

/** One value as the charts and their tables say it, in pt-BR. */
export function formatChartValue(value: number, unit: PerformanceChartData['unit']): string {
  return unit === 'percent' ? formatPercent(value) : formatNumber(value);
}

/** One x label: a day as 'DD/MM' (São Paulo), a classification by its name. */
export function formatChartX(x: string, kind: PerformanceChartData['x_kind']): string {
  return kind === 'day' ? formatDayMonth(x) : x;
}

/** The model of a chart from its answer: bars for classifications and each day's count, lines otherwise. */
export function chartModel(kind: PerformanceChartKind, data: PerformanceChartData): ChartModel {
  const xs =
    data.x_kind === 'day'
      ? data.x.map((day) => Date.parse(`${day}T15:00:00Z`) / 1000)
      : data.x.map((_, index) => index);
  return {
    xs,
    xLabels: data.x.map((x) => formatChartX(x, data.x_kind)),
    unit: data.unit,
    series: data.series.map((series) => {
      let shape: SeriesShape = 'line';
      let scale: 'y' | 'y2' = 'y';
      if (kind === 'classification-accuracy') shape = 'bars';
      if (kind === 'trend-performance' && series.key === 'average') shape = 'dashed';
      if (kind === 'daily-progress') {
        // the day's answers as bars, the running total as a line on its own axis
        shape = series.key === 'cumulative' ? 'line' : 'bars';
        scale = series.key === 'cumulative' ? 'y2' : 'y';
      }
      return { key: series.key, label: series.label, values: series.values, shape, scale };
    }),
  };
}

/** The colour of a chart's nth series (the legend and the canvas agree). */
export function seriesColor(colors: Theme['colors'], index: number): string {
  const palette = [colors.primary, colors.error, colors.secondary, colors.success];
  return palette[index % palette.length] ?? colors.primary;
}
