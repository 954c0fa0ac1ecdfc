import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform, type GoalContentFilter, type GoalContentType } from 'shared-contracts';
import { Button, Checkbox } from 'shared-design-system';
import {
  ContentSkeleton,
  pageParam,
  positiveIntParam,
  QueryView,
  safeHref,
  useUrlParams,
} from 'shared-design-system/area';
import { CONTENT_DISCIPLINE_PARAM, CONTENT_REVIEW_PARAM, PAGE_PARAM } from '../../../constants';
import { useGoalWords } from '../../../lib/goal-words';
import { goalContentsQuery } from '../api/goal-contents';

/** Paths this area owns: its links stay inside the area's router; the rest go through the host. */
function isOwnPath(url: string): boolean {
  return url === '/objetivos' || url.startsWith('/objetivos/') || url === '/explorar';
}

export const CONTENT_FILTER_LABEL = 'Filtrar por disciplina';
export const REVIEW_ONLY_LABEL = 'Somente revisões';
const ALL_DISCIPLINES = 'Todas as disciplinas';
/** The value of ?revisao= when only the review discursives are listed. */
const REVIEW_ONLY = '1';

/**
 * The contents of one type linked to a goal (one tab of the goal page): narrowed by a discipline of
 * contents/filters (and, for discursives, to the review exams), paged as spec 2 §9 says (perPage 1). The
 * discipline, the review flag and the page are in the address, so a reload or a shared link shows them. Only
 * a discipline the select offers is applied: an address asking for one waits for contents/filters, and one
 * the goal does not have leaves the address (the select could not show it, yet the list would be narrowed).
 */
export function GoalContentList({
  goalId,
  type,
  label,
  filters,
}: {
  goalId: number;
  type: GoalContentType;
  label: string;
  /** GET /bff/goals/{id}/contents/filters: the disciplines offered (none while they load or when they fail) */
  filters: UseQueryResult<GoalContentFilter[]>;
}) {
  const platform = usePlatform();
  const w = useGoalWords();
  const [params, updateParams] = useUrlParams();
  const options = filters.data ?? [];
  const askedId = positiveIntParam(params.get(CONTENT_DISCIPLINE_PARAM));
  const classificationId = options.some((filter) => filter.id === askedId) ? askedId : null;
  // a discipline asked waits for the options, so the list is never asked for with one the select cannot show
  const waiting = askedId !== null && filters.isPending;
  // once the options are known, a discipline they do not have leaves the address (a failed list proves nothing)
  const needsFix =
    filters.data !== undefined && params.has(CONTENT_DISCIPLINE_PARAM) && classificationId === null;
  const fixAddress = useEffectEvent(() => updateParams({ [CONTENT_DISCIPLINE_PARAM]: null }));
  useEffect(() => {
    if (needsFix) fixAddress();
  }, [needsFix]);
  const isReview = type === 'discursivas' && params.get(CONTENT_REVIEW_PARAM) === REVIEW_ONLY;
  const page = pageParam(params.get(PAGE_PARAM));
  // a narrower list starts again at its first page
  const setClassificationId = (id: number | null) =>
    updateParams({ [CONTENT_DISCIPLINE_PARAM]: id === null ? null : String(id), [PAGE_PARAM]: null });
  const setIsReview = (review: boolean) =>
    updateParams({ [CONTENT_REVIEW_PARAM]: review ? REVIEW_ONLY : null, [PAGE_PARAM]: null });
  const setPage = (next: number) => updateParams({ [PAGE_PARAM]: next > 1 ? String(next) : null });
  const contents = useQuery({
    ...goalContentsQuery(platform, goalId, type, { classificationId, isReview, page }),
    enabled: !waiting,
  });
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space.md })}>
        <label css={(theme) => ({ display: 'grid', gap: theme.space.xxs })}>
          {CONTENT_FILTER_LABEL}
          <select
            value={classificationId ?? ''}
            disabled={options.length === 0}
            onChange={(event) => setClassificationId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{ALL_DISCIPLINES}</option>
            {options.map((filter) => (
              <option key={filter.id} value={filter.id}>
                {filter.name}
              </option>
            ))}
          </select>
        </label>
        {type === 'discursivas' && (
          <Checkbox
            label={REVIEW_ONLY_LABEL}
            checked={isReview}
            onChange={(event) => setIsReview(event.target.checked)}
          />
        )}
      </div>
      <QueryView
        query={contents}
        errorMessage={`Não foi possível carregar ${label}.`}
        skeleton={<ContentSkeleton shape="text" count={2} label={`Carregando ${label}`} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p css={{ margin: 0 }}>
            {classificationId === null && !isReview
              ? `Este ${w.one} ainda não tem conteúdos em ${label}.`
              : `Nenhum conteúdo em ${label} com este filtro.`}
          </p>
        }
      >
        {(data) => (
          <>
            <ul
              aria-label={label}
              css={(theme) => ({
                display: 'flex',
                flexDirection: 'column',
                gap: theme.space.md,
                margin: 0,
                padding: 0,
                listStyle: 'none',
              })}
            >
              {data.items.map((item) => (
                <li key={item.id}>
                  {isOwnPath(item.url) ? (
                    <Link to={item.url} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
                      {item.title}
                    </Link>
                  ) : (
                    <a
                      href={safeHref(item.url)}
                      css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
                    >
                      {item.title}
                    </a>
                  )}
                  {item.description && (
                    <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{item.description}</p>
                  )}
                </li>
              ))}
            </ul>
            {data.pagination.last_page > 1 && (
              <nav
                aria-label={`Páginas de ${label}`}
                css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}
              >
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Anterior
                </Button>
                <span>{`${data.pagination.page} de ${data.pagination.last_page}`}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= data.pagination.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  Próximo
                </Button>
              </nav>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
