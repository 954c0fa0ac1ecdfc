import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePlatform, type QuestionsPerformance } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatNumber,
  formatPercent,
  PageSection,
  QueryView,
  saoPauloDay,
} from 'shared-design-system/area';
import { PERFORMANCE_DEFAULT_DAYS } from '../../../constants';
import { SearchQuestionsButton } from '../../../lib/search-questions-button';
import { questionsPerformanceQuery, type PerformancePeriod } from '../api/get-questions-performance';

export const PERIOD_ORDER_ERROR = 'A data inicial deve ser anterior ou igual à data final.';
export const DATE_REQUIRED_ERROR = 'Informe uma data.';

/** The default period: the last 30 days including today (São Paulo). */
export function defaultPeriod(now: Date = new Date()): PerformancePeriod {
  return { dataInicial: saoPauloDay(-(PERFORMANCE_DEFAULT_DAYS - 1), now), dataFinal: saoPauloDay(0, now) };
}

function PeriodForm({
  period,
  onApply,
}: {
  period: PerformancePeriod;
  onApply: (period: PerformancePeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const [submitted, setSubmitted] = useState(false);
  const startError = !draft.dataInicial ? DATE_REQUIRED_ERROR : undefined;
  const endError = !draft.dataFinal
    ? DATE_REQUIRED_ERROR
    : draft.dataInicial > draft.dataFinal
      ? PERIOD_ORDER_ERROR
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!startError && !endError) onApply(draft);
  }

  return (
    <form
      aria-label="Período"
      onSubmit={submit}
      noValidate
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.md })}
    >
      <Input
        label="Data inicial"
        type="date"
        value={draft.dataInicial}
        max={draft.dataFinal || undefined}
        error={submitted ? startError : undefined}
        onChange={(event) => setDraft({ ...draft, dataInicial: event.target.value })}
      />
      <Input
        label="Data final"
        type="date"
        value={draft.dataFinal}
        min={draft.dataInicial || undefined}
        error={submitted ? endError : undefined}
        onChange={(event) => setDraft({ ...draft, dataFinal: event.target.value })}
      />
      <Button type="submit">Aplicar</Button>
    </form>
  );
}

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
    <div css={{ overflowX: 'auto' }}>
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
    </div>
  );
}

/** 'Meu desempenho': totals and accuracy per discipline in a chosen period. */
export function PerformancePage() {
  const platform = usePlatform();
  const [period, setPeriod] = useState(defaultPeriod);
  const performance = useQuery(questionsPerformanceQuery(platform.http, period));

  return (
    <AreaPage title="Meu desempenho">
      <PeriodForm period={period} onApply={setPeriod} />
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
    </AreaPage>
  );
}
