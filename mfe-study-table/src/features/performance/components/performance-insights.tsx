import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform, type PerformanceTrend } from 'shared-contracts';
import { formatNumber, formatPercent, PageSection, QueryView, ScrollRegion } from 'shared-design-system/area';
import {
  examClassificationsQuery,
  performanceTrendsQuery,
  subjectIncidenceQuery,
} from '../api/get-performance-charts';
import type { PerformanceFilters } from '../performance-filters';

const cell = { padding: '6px 12px', textAlign: 'left' as const };

/** A captioned table: a header row, then rows whose first cell names the row. */
function SimpleTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    <ScrollRegion label={caption}>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          '& tr': { borderBottom: `1px solid ${theme.colors.border}` },
        })}
      >
        <caption css={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" css={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...rest], index) => (
            <tr key={index}>
              <th scope="row" css={cell}>
                {head}
              </th>
              {rest.map((value, column) => (
                <td key={column} css={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export const TREND_LABELS: Record<PerformanceTrend['direction'], string> = {
  up: 'Em alta',
  down: 'Em queda',
  stable: 'Estável',
};

/** Incidence of subjects (per career), trends of the period and the exams' classifications. */
export function PerformanceInsights({ filters }: { filters: PerformanceFilters }) {
  const platform = usePlatform();
  const incidence = useQuery(subjectIncidenceQuery(platform.http, platform.vertical.id));
  const trends = useQuery(performanceTrendsQuery(platform.http, filters));
  const exams = useQuery(examClassificationsQuery(platform.http));

  return (
    <>
      <PageSection title="Incidência de assuntos">
        <QueryView
          query={incidence}
          errorMessage="Não foi possível carregar a incidência de assuntos."
          isEmpty={(data) => data.length === 0}
          empty={<p>Sem dados de incidência para sua carreira.</p>}
        >
          {(data) => (
            <SimpleTable
              caption="Incidência dos assuntos nas provas"
              columns={['Assunto', 'Incidência']}
              rows={data.map((item) => [item.classification_name, formatPercent(item.percentage)])}
            />
          )}
        </QueryView>
      </PageSection>
      <PageSection title="Tendências">
        <QueryView
          query={trends}
          errorMessage="Não foi possível carregar as tendências."
          isEmpty={(data) => data.length === 0}
          empty={<p>Sem tendências no período.</p>}
        >
          {(data) => (
            <SimpleTable
              caption="Aproveitamento na primeira e na última semana do período"
              columns={['Assunto', 'Primeira semana', 'Última semana', 'Tendência']}
              rows={data.map((item) => [
                item.classification_name,
                formatPercent(item.accuracy_before),
                formatPercent(item.accuracy_after),
                TREND_LABELS[item.direction],
              ])}
            />
          )}
        </QueryView>
      </PageSection>
      <PageSection title="Classificações nos simulados">
        <QueryView
          query={exams}
          errorMessage="Não foi possível carregar as classificações dos simulados."
          isEmpty={(data) => data.length === 0}
          empty={<p>Nenhum simulado resolvido.</p>}
        >
          {(data) => (
            <SimpleTable
              caption="Aproveitamento por classificação nos simulados"
              columns={['Classificação', 'Resolvidas', 'Aproveitamento']}
              rows={data.map((item) => [
                item.name,
                formatNumber(item.answered),
                formatPercent(item.accuracy),
              ])}
            />
          )}
        </QueryView>
      </PageSection>
    </>
  );
}
