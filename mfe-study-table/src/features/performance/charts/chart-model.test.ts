import type { PerformanceChartData } from 'shared-contracts';
import { chartModel, formatChartValue } from './chart-model';

const DAILY: PerformanceChartData = {
  x: ['2025-03-04', '2025-03-05'],
  x_kind: 'day',
  unit: 'count',
  series: [
    { key: 'answered', label: 'Resolvidas no dia', values: [1200, 30] },
    { key: 'cumulative', label: 'Total acumulado', values: [1200, 1230] },
  ],
};

describe('chart model', () => {
  it('puts days at São Paulo midday and labels them DD/MM', () => {
    const model = chartModel('resolved-questions', DAILY);
    expect(model.xs).toEqual([
      Date.parse('2025-03-04T15:00:00Z') / 1000,
      Date.parse('2025-03-05T15:00:00Z') / 1000,
    ]);
    expect(model.xLabels).toEqual(['04/03', '05/03']);
    expect(model.series.map((s) => s.shape)).toEqual(['line', 'line']);
  });

  it('draws the daily progress as bars with the running total as a line on its own axis', () => {
    const model = chartModel('daily-progress', DAILY);
    expect(model.series.map((s) => [s.key, s.shape, s.scale])).toEqual([
      ['answered', 'bars', 'y'],
      ['cumulative', 'line', 'y2'],
    ]);
  });

  it('draws classifications as bars at 0..n-1 named as sent, and the 7-day average dashed', () => {
    const accuracy = chartModel('classification-accuracy', {
      x: ['Direito Constitucional', 'Língua Portuguesa'],
      x_kind: 'classification',
      unit: 'percent',
      series: [{ key: 'accuracy', label: 'Aproveitamento', values: [72.5, 60] }],
    });
    expect(accuracy.xs).toEqual([0, 1]);
    expect(accuracy.xLabels).toEqual(['Direito Constitucional', 'Língua Portuguesa']);
    expect(accuracy.series[0]?.shape).toBe('bars');
    const trend = chartModel('trend-performance', {
      ...DAILY,
      unit: 'percent',
      series: [
        { key: 'accuracy', label: 'Aproveitamento do dia', values: [70, 80] },
        { key: 'average', label: 'Média de 7 dias', values: [70, 75] },
      ],
    });
    expect(trend.series.map((s) => s.shape)).toEqual(['line', 'dashed']);
  });

  it('says values in pt-BR', () => {
    expect(formatChartValue(1230, 'count')).toBe('1.230');
    expect(formatChartValue(72.5, 'percent')).toBe('72,5%');
  });
});
