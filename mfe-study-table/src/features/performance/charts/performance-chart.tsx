import { useQuery } from '@tanstack/react-query';
import { Component, lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { usePlatform, type PerformanceChartKind } from 'shared-contracts';
import { Button, EmptyState, Skeleton, VisuallyHidden } from 'shared-design-system';
import { QueryView, ScrollRegion } from 'shared-design-system/area';
import { performanceChartQuery } from '../api/get-performance-charts';
import type { PerformanceFilters } from '../performance-filters';
import { CHART_TITLES, chartModel, formatChartValue, seriesColor, type ChartModel } from './chart-model';

/** uPlot and the canvas come in a chunk of their own, asked for only when a chart is drawn. */
const ChartCanvas = lazy(() => import(/* webpackChunkName: "performance-chart" */ './chart-canvas'));

export const SHOW_TABLE = 'Mostrar tabela';
export const HIDE_TABLE = 'Ocultar tabela';
export const CHART_UNAVAILABLE = 'Não foi possível desenhar o gráfico. Os números estão na tabela.';

/** When the chart chunk fails to load or draw, the table is shown instead. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The chart's numbers as a table: what a screen reader reads, and what anyone can open. */
export function ChartTable({ model, caption }: { model: ChartModel; caption: string }) {
  const cell = { padding: '4px 8px', textAlign: 'left' as const };
  return (
    <table css={(theme) => ({ borderCollapse: 'collapse', fontSize: theme.fontSizes.sm, width: '100%' })}>
      <caption css={{ textAlign: 'left', fontWeight: 700 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" css={cell}>
            {model.xs.length > 0 && model.xs[0] === 0 ? 'Classificação' : 'Dia'}
          </th>
          {model.series.map((series) => (
            <th key={series.key} scope="col" css={cell}>
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.xLabels.map((label, index) => (
          <tr key={`${label}-${index}`}>
            <th scope="row" css={cell}>
              {label}
            </th>
            {model.series.map((series) => (
              <td key={series.key} css={cell}>
                {formatChartValue(series.values[index] ?? 0, model.unit)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartBody({
  kind,
  model,
  titleId,
}: {
  kind: PerformanceChartKind;
  model: ChartModel;
  titleId: string;
}) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const title = CHART_TITLES[kind];
  const table = <ChartTable model={model} caption={`${title}: dados do gráfico`} />;
  return (
    <>
      <ul
        aria-label={`Legenda de ${title}`}
        css={(theme) => ({
          display: 'flex',
          gap: theme.space.md,
          listStyle: 'none',
          padding: 0,
          margin: 0,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {model.series.map((series, index) => (
          <li key={series.key} css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden="true"
              css={(theme) => ({
                width: 12,
                height: series.shape === 'bars' ? 12 : 3,
                borderTop: series.shape === 'dashed' ? `3px dashed` : undefined,
                background: series.shape === 'dashed' ? 'transparent' : seriesColor(theme.colors, index),
                color: seriesColor(theme.colors, index),
              })}
            />
            {series.label}
          </li>
        ))}
      </ul>
      <ChartBoundary
        fallback={
          <>
            <p role="status">{CHART_UNAVAILABLE}</p>
            {table}
          </>
        }
      >
        <Suspense fallback={<Skeleton height={260} />}>
          <ChartCanvas model={model} />
        </Suspense>
        <Button
          variant="secondary"
          aria-expanded={tableShown}
          aria-controls={tableId}
          aria-describedby={titleId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? HIDE_TABLE : SHOW_TABLE}
        </Button>
        {/* always in the accessibility tree; on screen once asked for, then scrollable from the keyboard */}
        {tableShown ? (
          <ScrollRegion id={tableId} label={`${title}: dados do gráfico`}>
            {table}
          </ScrollRegion>
        ) : (
          <div id={tableId}>
            <VisuallyHidden>{table}</VisuallyHidden>
          </div>
        )}
      </ChartBoundary>
    </>
  );
}

/** One of the four performance charts for the filters, with its legend and its data table. */
export function PerformanceChart({
  kind,
  filters,
}: {
  kind: PerformanceChartKind;
  filters: PerformanceFilters;
}) {
  const platform = usePlatform();
  const chart = useQuery(performanceChartQuery(platform.http, kind, filters));
  const titleId = useId();
  const title = CHART_TITLES[kind];
  const model = useMemo(() => (chart.data ? chartModel(kind, chart.data) : undefined), [chart.data, kind]);

  return (
    <figure
      aria-labelledby={titleId}
      aria-busy={chart.isFetching}
      data-chart={kind}
      css={(theme) => ({
        margin: 0,
        padding: theme.space.md,
        display: 'grid',
        gap: theme.space.sm,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        minWidth: 0,
      })}
    >
      <figcaption>
        <h3 id={titleId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
          {title}
        </h3>
      </figcaption>
      <QueryView
        query={chart}
        errorMessage={`Não foi possível carregar o gráfico ${title}.`}
        skeleton={<Skeleton height={260} />}
        isEmpty={(data) => data.x.length === 0 || data.series.every((s) => s.values.every((v) => v === 0))}
        empty={
          <EmptyState
            headingLevel={4}
            title="Sem dados no período"
            description="Escolha outros filtros ou período."
          />
        }
      >
        {() => (model ? <ChartBody kind={kind} model={model} titleId={titleId} /> : null)}
      </QueryView>
    </figure>
  );
}
