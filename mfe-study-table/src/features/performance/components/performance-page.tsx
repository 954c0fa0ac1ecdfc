import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePlatform, type QuestionsPerformance } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatNumber,
  formatPercent,
  PageSection,
  QueryView,
  ScrollRegion,
  useUrlParams,
} from 'shared-design-system/area';
import { SearchQuestionsButton } from '../../../lib/search-questions-button';
import { favoriteGoalsQuery } from '../../goals/api/get-favorite-goals';
import { recentActivitiesQuery } from '../../study-table/api/get-recent-activities';
import { CHART_KINDS } from '../api/get-performance-charts';
import { questionsPerformanceQuery } from '../api/get-questions-performance';
import { PerformanceChart } from '../charts/performance-chart';
import { filtersFromParams, filtersToParams } from '../performance-filters';
import { PerformanceFiltersForm } from './performance-filters-form';
import { PerformanceInsights } from './performance-insights';

function Totals({ data }: { data: QuestionsPerformance }) {
  const rows: [string, string][] = [
    ['Questões resolvidas', formatNumber(data.total)],
    ['Acertos', formatNumber(data.correct)],
    ['Erros', formatNumber(data.incorrect)],
    ['Aproveitamento', formatPercent(data.accuracy)],
  ];
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: theme.space.md,
        margin: 0,
      })}
    >
      {rows.map(([label, value]) => (
        <div
          key={label}
          css={(theme) => ({
            padding: theme.space.md,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
          })}
        >
          <dt css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>{label}</dt>
          <dd css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 700 })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DisciplinesTable({ data }: { data: QuestionsPerformance }) {
  const cell = { padding: '8px 12px', textAlign: 'left' as const };
  return (
    <ScrollRegion label="Aproveitamento por disciplina">
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: theme.fontSizes.md,
          '& tr': { borderBottom: `1px solid ${theme.colors.border}` },
        })}
      >
        <caption css={(theme) => ({ textAlign: 'left', fontWeight: 700, paddingBottom: theme.space.sm })}>
          Aproveitamento por disciplina
        </caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              Disciplina
            </th>
            <th scope="col" css={cell}>
              Resolvidas
            </th>
            <th scope="col" css={cell}>
              Acertos
            </th>
            <th scope="col" css={cell}>
              Erros
            </th>
            <th scope="col" css={cell}>
              Aproveitamento
            </th>
          </tr>
        </thead>
        <tbody>
          {data.disciplines.map((discipline) => (
            <tr key={discipline.discipline_id}>
              <th scope="row" css={cell}>
                {discipline.discipline_name}
              </th>
              <td css={cell}>{formatNumber(discipline.total)}</td>
              <td css={cell}>{formatNumber(discipline.correct)}</td>
              <td css={cell}>{formatNumber(discipline.incorrect)}</td>
              <td css={cell}>
                <span css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
                  <span css={{ minWidth: 56 }}>{formatPercent(discipline.accuracy)}</span>
                  {/* a plain bar instead of a chart library; the number beside it is what is read */}
                  <span
                    aria-hidden="true"
                    css={(theme) => ({
                      flex: 1,
                      maxWidth: 160,
                      height: 8,
                      borderRadius: theme.radii.pill,
                      background: theme.colors.surfaceAlt,
                    })}
                  >
                    <span
                      css={(theme) => ({
                        display: 'block',
                        width: `${Math.min(100, Math.max(0, discipline.accuracy))}%`,
                        height: '100%',
                        borderRadius: theme.radii.pill,
                        background: theme.colors.primary,
                      })}
                    />
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The filters' options: the student's goals, and the notebooks and exams of their recent activities. */
function useFilterOptions() {
  const platform = usePlatform();
  const goals = useQuery(favoriteGoalsQuery(platform.http));
  const activities = useQuery(recentActivitiesQuery(platform.http));
  return useMemo(() => {
    const list = activities.data ?? [];
    const of = (type: 'notebook' | 'exam') =>
      list.filter((activity) => activity.type === type).map(({ id, title }) => ({ id, name: title }));
    return { goals: goals.data ?? [], notebooks: of('notebook'), exams: of('exam') };
  }, [goals.data, activities.data]);
}

/**
 * 'Meu desempenho' (spec 2 §7 Performance): filters by period (custom dates go out as São Paulo ISO with
 * time_zone), goals, classifications, notebooks and exams; the totals of the period; the four charts, each
 * with its data table; incidence of subjects, trends and the exams' classifications. The applied filters
 * are in the address, so a reload, a shared link or a sign-in round trip shows the same view.
 */
export function PerformancePage() {
  const platform = usePlatform();
  const [params, updateParams] = useUrlParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const options = useFilterOptions();
  const performance = useQuery(
    questionsPerformanceQuery(platform.http, { dataInicial: filters.start, dataFinal: filters.end }),
  );

  return (
    <AreaPage title="Meu desempenho">
      <PerformanceFiltersForm
        // the form's choices start again from the address when it changes (applied, cleared or opened anew)
        key={search}
        value={filters}
        goals={options.goals}
        notebooks={options.notebooks}
        exams={options.exams}
        onApply={(applied) => updateParams(filtersToParams(applied))}
      />
      <PageSection title="Questões no período">
        <QueryView
          query={performance}
          errorMessage="Não foi possível carregar seu desempenho."
          skeleton={<ContentSkeleton count={2} itemHeight={120} label="Carregando desempenho" />}
          isEmpty={(data) => data.total === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title="Nenhuma questão resolvida no período"
              description="Escolha outro período ou resolva questões para acompanhar seu desempenho."
              action={<SearchQuestionsButton />}
            />
          }
        >
          {(data) => (
            <>
              <Totals data={data} />
              <DisciplinesTable data={data} />
            </>
          )}
        </QueryView>
      </PageSection>
      <PageSection title="Gráficos">
        <div
          css={(theme) => ({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
            gap: theme.space.md,
          })}
        >
          {CHART_KINDS.map((kind) => (
            <PerformanceChart key={kind} kind={kind} filters={filters} />
          ))}
        </div>
      </PageSection>
      <PerformanceInsights filters={filters} />
    </AreaPage>
  );
}
