import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform, type GoalContentType, type VerticalWording } from 'shared-contracts';
import { Breadcrumb, EmptyState, Tabs } from 'shared-design-system';
import { AreaPage, ContentSkeleton, PageSection, QueryView, useUrlParams } from 'shared-design-system/area';
import {
  CONTENT_DISCIPLINE_PARAM,
  CONTENT_REVIEW_PARAM,
  CONTENT_TAB_PARAM,
  GOAL_CONTENT_TYPES,
  GOALS_PATH,
  PAGE_PARAM,
} from '../../../constants';
import { goalWords } from '../../../lib/goal-words';
import { goalContentCountsQuery } from '../api/goal-contents';
import { goalQuery } from '../api/get-goals';
import { contentFiltersQuery } from '../../goal-page/api/get-content-filters';
import {
  CatalogProducts,
  GoalExams,
  IncidenceAccess,
  QuestionResources,
} from '../../goal-page/components/goal-resources';
import { useUserGoals } from '../hooks/use-user-goals';
import { GoalContentList } from './goal-content-list';
import { GoalToggleButton } from './goal-toggle-button';

/** The tab label of each content type (discursives and tutorings are named per vertical). */
export function contentTypeLabel(type: GoalContentType, wording: VerticalWording): string {
  switch (type) {
    case 'cursos':
      return 'Cursos';
    case 'ldi':
      return 'Livros digitais';
    case 'discursivas':
      return wording.discursives;
    case 'salavip':
      return 'Sala VIP';
    case 'trails':
      return 'Trilhas';
    case 'monitorings':
      return wording.tutorings;
    case 'cast':
      return 'Cast';
  }
}

/** The address's content tab; the first (courses) when there is none or it is unknown. */
function contentTabOf(value: string | null): GoalContentType {
  return GOAL_CONTENT_TYPES.find((type) => type === value) ?? GOAL_CONTENT_TYPES[0]!;
}

/**
 * /objetivos/{id} and /objetivos/{id}/conteudo: a goal, its linked contents in tabs (filtered by
 * contents/filters), its questions, mock exams, incidence access and catalogue products. The tab and its
 * filters are in the address (?aba=&disciplina=&revisao=&pagina=), so a reload or a shared link shows them.
 */
export function GoalDetailPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const w = goalWords(wording);
  const { id = '' } = useParams();
  const goalId = /^\d+$/.test(id) ? Number(id) : null;
  // a non-numeric id never reaches the API: it is a goal that does not exist
  const goal = useQuery({ ...goalQuery(platform, goalId ?? 0), enabled: goalId !== null });
  const counts = useQuery({ ...goalContentCountsQuery(platform, goalId ?? 0), enabled: goalId !== null });
  const filters = useQuery({ ...contentFiltersQuery(platform, goalId ?? 0), enabled: goalId !== null });
  const userGoals = useUserGoals();
  const [params, updateParams] = useUrlParams();
  const tab = contentTabOf(params.get(CONTENT_TAB_PARAM));
  // another tab starts unfiltered, at its first page (as each tab's filters always did)
  const chooseTab = (id: string) =>
    updateParams({
      [CONTENT_TAB_PARAM]: id === GOAL_CONTENT_TYPES[0] ? null : id,
      [CONTENT_DISCIPLINE_PARAM]: null,
      [CONTENT_REVIEW_PARAM]: null,
      [PAGE_PARAM]: null,
    });
  const current = goalId === null ? null : goal.data;
  const breadcrumb = (
    <Breadcrumb
      segments={[
        { label: wording.objectives, href: GOALS_PATH },
        { label: current?.name ?? wording.objective },
      ]}
    />
  );

  if (current === null) {
    return (
      <AreaPage title={`${w.One} não encontrado`} breadcrumb={breadcrumb}>
        <EmptyState
          title={`Este ${w.one} não existe ou foi removido`}
          description={`Veja seus ${w.many} ou explore outros.`}
          action={
            <Link to={GOALS_PATH} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
              Voltar para {wording.objectives}
            </Link>
          }
        />
      </AreaPage>
    );
  }
  if (!current) {
    return (
      <AreaPage title={wording.objective} breadcrumb={breadcrumb}>
        <QueryView
          query={goal}
          errorMessage={`Não foi possível carregar este ${w.one}.`}
          skeleton={
            <ContentSkeleton shape="detail" count={1} itemHeight={160} label={`Carregando ${w.one}`} />
          }
        >
          {() => null}
        </QueryView>
      </AreaPage>
    );
  }

  const countOf = (type: GoalContentType) => (counts.data ? ` (${counts.data[type]})` : '');
  return (
    <AreaPage
      title={current.name}
      breadcrumb={breadcrumb}
      actions={<GoalToggleButton goal={current} userGoals={userGoals} />}
    >
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{current.classification.name}</p>
      {current.description && <p css={{ margin: 0 }}>{current.description}</p>}
      <PageSection title="Conteúdos">
        <Tabs
          label={`Conteúdos de ${current.name}`}
          selectedId={tab}
          onChange={chooseTab}
          tabs={GOAL_CONTENT_TYPES.map((type) => {
            const label = contentTypeLabel(type, wording);
            return {
              id: type,
              label: `${label}${countOf(type)}`,
              content: <GoalContentList goalId={current.id} type={type} label={label} filters={filters} />,
            };
          })}
        />
        {filters.isError && (
          <p role="status" css={{ margin: 0 }}>
            Os filtros de conteúdo não puderam ser carregados; os conteúdos aparecem sem filtro.
          </p>
        )}
      </PageSection>
      <QuestionResources goal={current} />
      <GoalExams goal={current} />
      <IncidenceAccess goal={current} />
      <CatalogProducts goal={current} />
    </AreaPage>
  );
}
