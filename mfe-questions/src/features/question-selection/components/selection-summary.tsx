import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { QuestionSearchFilters } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Input, Spinner } from 'shared-design-system';
import { LoadError, pluralize } from 'shared-design-system/area';
import { PARAM_FROM_SELECTION, ROOT_PATH, ROUTES, SEARCH_INPUT_DEBOUNCE_MS } from '../../../constants';
import { messageOf } from '../../../lib/readable-error';
import { listingSearch } from '../../../lib/topic-selection';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { questionCountQuery } from '../api/count-questions';
import {
  clearFilters,
  filterRows,
  formatFilters,
  isEmptyFilterState,
  setHighlightedGroups,
  setSearchBar,
  setSearchTerm,
  toggleFilter,
  topicsOnly,
  validateIncludente,
  type FilterState,
} from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';

const STATEMENT_SEARCH_LABEL = 'Buscar no enunciado';

function listingLink(state: FilterState): string {
  if (!topicsOnly(state)) return `${ROUTES.listing}?${PARAM_FROM_SELECTION}=1`;
  const ids = (key: string) => (state.filters[key]?.main ?? []).map((f) => Number(f.id));
  return `${ROUTES.listing}?${listingSearch({ disciplines: ids('disciplina'), subjects: ids('assunto') }, state.searchTerm)}`;
}

function CreateActions({ filters, count }: { filters: QuestionSearchFilters; count: number }) {
  const platform = usePlatform();
  const open = (kind: 'create-notebook' | 'create-exam') =>
    platform.openDrawer({
      kind,
      path: ROOT_PATH,
      filters: filters as unknown[],
      data: { counts: { total: count } },
    });
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
      <Button onClick={() => open('create-notebook')}>
        Criar {platform.vertical.wording.notebook.toLowerCase()}
      </Button>
      <Button variant="secondary" onClick={() => open('create-exam')}>
        Criar simulado
      </Button>
    </div>
  );
}

function SelectionCount({ filters, state }: { filters: QuestionSearchFilters; state: FilterState }) {
  const term = useDebouncedValue(state.searchTerm.trim(), SEARCH_INPUT_DEBOUNCE_MS);
  const { http } = usePlatform();
  const count = useQuery(questionCountQuery(http, filters, term));
  const [, update] = useQuestionFilters();
  const total = count.data ?? null;
  useEffect(() => {
    if (total !== null)
      update((current) =>
        setSearchBar(current, pluralize(total, 'questão encontrada', 'questões encontradas'), total),
      );
  }, [total, update]);
  return (
    <>
      {/* one live region for the whole count, so each new total is announced */}
      <div role="status" aria-live="polite">
        {count.isPending && <Spinner label="Contando questões" />}
        {total !== null && (
          <p css={{ margin: 0, fontWeight: 600 }}>
            {pluralize(total, 'questão encontrada', 'questões encontradas')}
          </p>
        )}
      </div>
      {total === null && count.isError && (
        <LoadError
          message={messageOf(count.error, 'Não foi possível contar as questões.')}
          retrying={count.isFetching}
          onRetry={() => void count.refetch()}
        />
      )}
      {total !== null && total > 0 && (
        <>
          <Link to={listingLink(state)}>Ver {pluralize(total, 'questão', 'questões')}</Link>
          <CreateActions filters={filters} count={total} />
        </>
      )}
    </>
  );
}

/** The selection's groups (alternatives), each with its filters; a group the rule refuses is marked. */
function SelectionGroups({ state }: { state: FilterState }) {
  const [, update] = useQuestionFilters();
  const rows = filterRows(state);
  return (
    <ol
      aria-label="Grupos de filtros"
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}
    >
      {rows.map((row, index) => {
        const highlighted = state.highlightedGroupIndexes.includes(index);
        return (
          <li
            key={index}
            aria-label={`Grupo ${index + 1}${highlighted ? ' (sem filtro includente)' : ''}`}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.xs,
              padding: theme.space.xs,
              borderRadius: theme.radii.md,
              border: `${highlighted ? 2 : 1}px solid ${highlighted ? theme.colors.error : theme.colors.border}`,
            })}
          >
            {row.map((filter) =>
              filter.entity === 'questao' ? (
                <span key={`q${String(filter.id)}${String(filter.add)}`} css={{ alignSelf: 'center' }}>
                  {filter.add === false ? 'Sem a questão' : 'Questão'} {filter.id}
                </span>
              ) : (
                <Button
                  key={`${filter.entity}:${String(filter.id)}`}
                  variant="secondary"
                  size="sm"
                  aria-label={`Remover ${filter.path} da seleção`}
                  onClick={() => update((current) => toggleFilter(current, filter))}
                >
                  {filter.path} ×
                </Button>
              ),
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** 'Sua seleção': search term, the groups, the includente rule, the count and what to do with it. */
export function SelectionSummary() {
  const [state, update] = useQuestionFilters();
  const filters = formatFilters(state);
  const invalid = isEmptyFilterState(state) ? null : validateIncludente(filters);
  const invalidGroups = invalid ? invalid.groups.join(',') : '';
  const highlighted = state.highlightedGroupIndexes.join(',');
  // the store's highlighted groups follow the rule's verdict (spec 1 §3 highlighted group indexes)
  useEffect(() => {
    if (invalidGroups !== highlighted)
      update((current) =>
        setHighlightedGroups(current, invalidGroups ? invalidGroups.split(',').map(Number) : []),
      );
  }, [invalidGroups, highlighted, update]);

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      {/* named after what it searches: the host's top bar and the topics have search landmarks too */}
      <form role="search" aria-label={STATEMENT_SEARCH_LABEL} onSubmit={(event) => event.preventDefault()}>
        <Input
          label={STATEMENT_SEARCH_LABEL}
          type="search"
          value={state.searchTerm}
          onChange={(event) => update((current) => setSearchTerm(current, event.target.value))}
          autoComplete="off"
        />
      </form>
      {isEmptyFilterState(state) ? (
        <p css={{ margin: 0 }}>Selecione disciplinas ou assuntos para ver quantas questões existem.</p>
      ) : (
        <>
          <SelectionGroups state={state} />
          {invalid ? (
            <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
              {invalid.message}
            </p>
          ) : (
            <SelectionCount filters={filters} state={state} />
          )}
          <div>
            <Button variant="ghost" size="sm" onClick={() => update(clearFilters)}>
              Limpar filtros
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
