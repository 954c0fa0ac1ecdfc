import { useState, type FormEvent } from 'react';
import type { FavoriteGoal, PerformanceFilterOption, PerformancePeriodType } from 'shared-contracts';
import { Button, Checkbox, Input } from 'shared-design-system';
import { shapeGuard, useStudentDraft } from 'shared-design-system/area';
import {
  defaultFilters,
  filtersSearch,
  isPerformanceFilters,
  PERIOD_OPTIONS,
  periodErrors,
  periodRange,
  type PerformanceFilters,
} from '../performance-filters';
import { LabelledSelect } from '../../../lib/labelled-select';

type ListKey = 'goalIds' | 'classificationIds' | 'notebookIds' | 'examIds';

const fieldsetCss = {
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: '8px 16px',
  alignItems: 'flex-end',
};
const legendCss = { padding: 0, marginBottom: 4, fontWeight: 600 };

/** A group of checkboxes choosing ids of one filter (nothing chosen: all of them). */
function IdChoices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: PerformanceFilterOption[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset css={fieldsetCss}>
      <legend css={legendCss}>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.name}
          checked={chosen.includes(option.id)}
          onChange={(event) =>
            onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
          }
        />
      ))}
    </fieldset>
  );
}

/** The classifications the classification filter offers: those of the chosen goals (all goals' when none). */
export function classificationOptions(goals: FavoriteGoal[], goalIds: number[]): PerformanceFilterOption[] {
  const seen = new Map<number, PerformanceFilterOption>();
  for (const goal of goals) {
    if (goalIds.length > 0 && !goalIds.includes(goal.id)) continue;
    for (const classification of goal.classifications) seen.set(classification.id, classification);
  }
  return [...seen.values()];
}

/** Filters chosen and not applied yet, with the applied view (its address) they were chosen on. */
interface FiltersDraft {
  applied: string;
  filters: PerformanceFilters;
}

const isFiltersDraft = shapeGuard<FiltersDraft>({ applied: 'string', filters: isPerformanceFilters });
const isFiltersDraftOrNull = (value: unknown): value is FiltersDraft | null =>
  value === null || isFiltersDraft(value);

/** The student's draft of the performance filters (one per student: `user:{id}:draft:performance-filters`). */
const PERFORMANCE_FILTERS_DRAFT_KEY = 'performance-filters';

/**
 * What the form shows: the choices not applied yet (custom dates being typed, boxes ticked), kept per student
 * until they are applied or cleared, so a reload or a sign-in round trip loses nothing; else the applied
 * filters. A draft chosen on another applied view (another address, a shared link) is not shown over it.
 */
function useFiltersDraft(value: PerformanceFilters) {
  const applied = filtersSearch(value);
  const [draft, setDraft, clearDraft] = useStudentDraft<FiltersDraft | null>(
    PERFORMANCE_FILTERS_DRAFT_KEY,
    null,
    isFiltersDraftOrNull,
  );
  const shown = draft !== null && draft.applied === applied ? draft.filters : value;
  const change = (next: PerformanceFilters) => setDraft({ applied, filters: next });
  return [shown, change, clearDraft] as const;
}

/** The performance filters: period (with a custom one), goals, classifications, notebooks and exams. */
export function PerformanceFiltersForm({
  value,
  goals,
  notebooks,
  exams,
  onApply,
}: {
  value: PerformanceFilters;
  goals: FavoriteGoal[];
  notebooks: PerformanceFilterOption[];
  exams: PerformanceFilterOption[];
  onApply: (filters: PerformanceFilters) => void;
}) {
  const [draft, setDraft, clearDraft] = useFiltersDraft(value);
  const [submitted, setSubmitted] = useState(false);
  const errors = periodErrors(draft);
  const classifications = classificationOptions(goals, draft.goalIds);

  function setList(key: ListKey, ids: number[]) {
    const next = { ...draft, [key]: ids };
    if (key === 'goalIds') {
      // a classification no chosen goal has is dropped with its goal
      const offered = new Set(classificationOptions(goals, ids).map((option) => option.id));
      next.classificationIds = draft.classificationIds.filter((id) => offered.has(id));
    }
    setDraft(next);
  }

  function setPeriod(period: PerformancePeriodType) {
    setDraft({ ...draft, period, ...periodRange(period, draft.start, draft.end) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.start || errors.end) return;
    // applied: the address holds the filters now, the draft has done its work
    clearDraft();
    onApply({ ...draft, ...periodRange(draft.period, draft.start, draft.end) });
  }

  function clear() {
    clearDraft();
    setSubmitted(false);
    onApply(defaultFilters());
  }

  return (
    <form
      aria-label="Filtros de desempenho"
      onSubmit={submit}
      noValidate
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <fieldset css={fieldsetCss}>
        <legend css={legendCss}>Período</legend>
        <LabelledSelect
          label="Tipo de período"
          value={draft.period}
          onChange={(event) => setPeriod(event.target.value as PerformancePeriodType)}
          options={PERIOD_OPTIONS}
        />
        {draft.period === 'custom' ? (
          <>
            <Input
              label="Data inicial"
              type="date"
              value={draft.start}
              max={draft.end || undefined}
              error={submitted ? errors.start : undefined}
              onChange={(event) => setDraft({ ...draft, start: event.target.value })}
            />
            <Input
              label="Data final"
              type="date"
              value={draft.end}
              min={draft.start || undefined}
              error={submitted ? errors.end : undefined}
              onChange={(event) => setDraft({ ...draft, end: event.target.value })}
            />
          </>
        ) : null}
      </fieldset>
      {(
        [
          ['Objetivos', goals, 'goalIds'],
          ['Classificações', classifications, 'classificationIds'],
          ['Cadernos', notebooks, 'notebookIds'],
          ['Simulados', exams, 'examIds'],
        ] as const
      ).map(([legend, options, key]) => (
        <IdChoices
          key={key}
          legend={legend}
          options={options}
          chosen={draft[key]}
          onChange={(ids) => setList(key, ids)}
        />
      ))}
      <div css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
        <Button type="submit">Aplicar filtros</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
