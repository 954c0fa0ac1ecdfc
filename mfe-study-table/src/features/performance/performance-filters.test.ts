import { TIME_ZONE } from 'shared-contracts';
import {
  chartSearchParams,
  defaultFilters,
  filtersFromParams,
  filtersSearch,
  filtersToParams,
  isPerformanceFilters,
  PERIOD_ORDER_ERROR,
  DATE_REQUIRED_ERROR,
  periodErrors,
  periodRange,
  saoPauloIso,
} from './performance-filters';

const NOW = new Date('2025-03-05T15:00:00Z');

describe('performance filters', () => {
  it('start as the last 30 days including today in São Paulo, nothing else chosen', () => {
    expect(defaultFilters(NOW)).toEqual({
      period: 'last_30_days',
      start: '2025-02-04',
      end: '2025-03-05',
      goalIds: [],
      classificationIds: [],
      notebookIds: [],
      examIds: [],
    });
  });

  it('count a preset period back from today in São Paulo (02:00 UTC is still the day before there)', () => {
    expect(periodRange('last_7_days', '', '', new Date('2025-03-06T02:00:00Z'))).toEqual({
      start: '2025-02-27',
      end: '2025-03-05',
    });
    expect(periodRange('last_90_days', '', '', NOW).start).toBe('2024-12-06');
    expect(periodRange('custom', '2025-01-01', '2025-01-31', NOW)).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
  });

  it('write a São Paulo day as ISO with its offset, from its first to its last second', () => {
    expect(saoPauloIso('2025-03-01', 'start')).toBe('2025-03-01T00:00:00-03:00');
    expect(saoPauloIso('2025-03-10', 'end')).toBe('2025-03-10T23:59:59-03:00');
    // 2018 still had daylight saving time in São Paulo (-02:00 in January)
    expect(saoPauloIso('2018-01-15', 'start')).toBe('2018-01-15T00:00:00-02:00');
  });

  it('send a custom period as ISO with time_zone, and the chosen lists comma separated', () => {
    const params = chartSearchParams({
      ...defaultFilters(NOW),
      period: 'custom',
      start: '2025-03-01',
      end: '2025-03-10',
      goalIds: [7001],
      classificationIds: [1, 2],
      notebookIds: [101],
      examIds: [201],
    });
    expect(Object.fromEntries(params)).toEqual({
      goal_ids: '7001',
      classification_ids: '1,2',
      notebook_ids: '101',
      student_exam_ids: '201',
      period: 'custom',
      period_start: '2025-03-01T00:00:00-03:00',
      period_end: '2025-03-10T23:59:59-03:00',
      time_zone: TIME_ZONE,
    });
  });

  it('send a preset period by its type, with no dates and no empty lists', () => {
    expect(Object.fromEntries(chartSearchParams(defaultFilters(NOW)))).toEqual({
      period: 'last_30_days',
      time_zone: TIME_ZONE,
    });
  });

  it('refuse a custom period without dates or with a start after its end', () => {
    expect(periodErrors({ period: 'custom', start: '', end: '' })).toEqual({
      start: DATE_REQUIRED_ERROR,
      end: DATE_REQUIRED_ERROR,
    });
    expect(periodErrors({ period: 'custom', start: '2025-03-10', end: '2025-03-01' })).toEqual({
      start: undefined,
      end: PERIOD_ORDER_ERROR,
    });
    expect(periodErrors({ period: 'last_7_days', start: '', end: '' })).toEqual({});
  });

  it('are read from the address: a preset period counts back from today, ids are kept once', () => {
    const params = new URLSearchParams(
      'periodo=last_7_days&inicio=2020-01-01&objetivo=7001&objetivo=7001&objetivo=x&objetivo=-2&caderno=101&simulado=201&classificacao=3',
    );
    expect(filtersFromParams(params, NOW)).toEqual({
      period: 'last_7_days',
      start: '2025-02-27',
      end: '2025-03-05',
      goalIds: [7001],
      classificationIds: [3],
      notebookIds: [101],
      examIds: [201],
    });
  });

  it('read an unknown period, or a custom one with missing, malformed or reversed dates, as the default', () => {
    for (const search of [
      'periodo=ontem',
      'periodo=custom&inicio=2025-03-01',
      'periodo=custom&inicio=2025-13-45&fim=2025-03-10',
      'periodo=custom&inicio=2025-02-30&fim=2025-03-10',
      'periodo=custom&inicio=2025-03-10&fim=2025-03-01',
    ])
      expect(filtersFromParams(new URLSearchParams(search), NOW)).toEqual(defaultFilters(NOW));
  });

  it('go back to the address as they came: no parameter for the default period nor for empty lists', () => {
    const custom = {
      ...defaultFilters(NOW),
      period: 'custom' as const,
      start: '2025-03-01',
      end: '2025-03-10',
      goalIds: [7001, 7002],
      examIds: [201],
    };
    expect(filtersToParams(custom)).toEqual({
      periodo: 'custom',
      inicio: '2025-03-01',
      fim: '2025-03-10',
      objetivo: ['7001', '7002'],
      classificacao: [],
      caderno: [],
      simulado: ['201'],
    });
    const address = new URLSearchParams();
    for (const [key, value] of Object.entries(filtersToParams(custom)))
      for (const item of typeof value === 'string' ? [value] : (value ?? [])) address.append(key, item);
    expect(filtersFromParams(address, NOW)).toEqual(custom);
    expect(filtersToParams(defaultFilters(NOW))).toMatchObject({ periodo: null, inicio: null, fim: null });
  });

  it('are written as their address, the same text for the same view (what a draft was chosen on)', () => {
    expect(filtersSearch(defaultFilters(NOW))).toBe('');
    // a preset period counts from today: yesterday's last 7 days are today's
    expect(filtersSearch({ ...defaultFilters(NOW), period: 'last_7_days', goalIds: [7002] })).toBe(
      filtersSearch({
        ...defaultFilters(new Date('2025-03-06T15:00:00Z')),
        period: 'last_7_days',
        goalIds: [7002],
      }),
    );
    const search = 'periodo=custom&inicio=2025-03-01&fim=2025-03-10&objetivo=7001&simulado=201';
    expect(filtersSearch(filtersFromParams(new URLSearchParams(search), NOW))).toBe(search);
  });

  it('read back from a draft only with a known period and ids', () => {
    expect(isPerformanceFilters(defaultFilters(NOW))).toBe(true);
    expect(isPerformanceFilters({ ...defaultFilters(NOW), period: 'last_year' })).toBe(false);
    expect(isPerformanceFilters({ ...defaultFilters(NOW), goalIds: ['7001'] })).toBe(false);
    expect(isPerformanceFilters({ ...defaultFilters(NOW), examIds: [0] })).toBe(false);
    expect(isPerformanceFilters({ ...defaultFilters(NOW), start: undefined })).toBe(false);
  });
});
