import { Link, useParams } from 'react-router-dom';
import { usePlatform, type GoalContentType, type VerticalWording } from 'shared-contracts';
import { Breadcrumb, EmptyState, Skeleton, SkeletonGroup, Tabs } from 'shared-design-system';
import { GOAL_CONTENT_TYPES, GOALS_PATH } from '../../../constants';
import { LoadError } from '../../../lib/load-error';
import { Page, Section } from '../../../lib/page';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getGoalContentCounts } from '../api/goal-contents';
import { getGoal } from '../api/get-goals';
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

/** /objetivos/{id}: a goal and its linked contents in tabs. */
export function GoalDetailPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const { id = '' } = useParams();
  const goalId = /^\d+$/.test(id) ? Number(id) : null;
  const goal = useRemoteData(
    (signal) => (goalId === null ? Promise.resolve(null) : getGoal(platform, goalId, signal)),
    [platform, goalId],
  );
  const counts = useRemoteData(
    (signal) =>
      goalId === null
        ? Promise.resolve(null)
        : getGoalContentCounts(platform, goalId, signal).catch(() => null),
    [platform, goalId],
  );
  const userGoals = useUserGoals();
  const name = goal.status === 'success' && goal.data ? goal.data.name : undefined;
  const breadcrumb = (
    <Breadcrumb
      segments={[{ label: wording.objectives, href: GOALS_PATH }, { label: name ?? wording.objective }]}
    />
  );

  if (goal.status === 'loading') {
    return (
      <Page title={wording.objective} before={breadcrumb}>
        <SkeletonGroup label="Carregando objetivo">
          <Skeleton height={32} />
          <Skeleton height={160} shape="rect" />
        </SkeletonGroup>
      </Page>
    );
  }
  if (goal.status === 'error') {
    return (
      <Page title={wording.objective} before={breadcrumb}>
        <LoadError message="Não foi possível carregar este objetivo." onRetry={goal.retry} />
      </Page>
    );
  }
  if (!goal.data) {
    return (
      <Page title="Objetivo não encontrado" before={breadcrumb}>
        <EmptyState
          title="Este objetivo não existe ou foi removido"
          description="Veja seus objetivos ou explore outros."
          action={
            <Link to={GOALS_PATH} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
              Voltar para {wording.objectives}
            </Link>
          }
        />
      </Page>
    );
  }

  const current = goal.data;
  const countOf = (type: GoalContentType) =>
    counts.status === 'success' && counts.data ? ` (${counts.data[type]})` : '';
  return (
    <Page
      title={current.name}
      before={breadcrumb}
      aside={<GoalToggleButton goal={current} userGoals={userGoals} />}
    >
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{current.classification.name}</p>
      {current.description && <p css={{ margin: 0 }}>{current.description}</p>}
      <Section title="Conteúdos">
        <Tabs
          label={`Conteúdos de ${current.name}`}
          tabs={GOAL_CONTENT_TYPES.map((type) => {
            const label = contentTypeLabel(type, wording);
            return {
              id: type,
              label: `${label}${countOf(type)}`,
              content: <GoalContentList goalId={current.id} type={type} label={label} />,
            };
          })}
        />
      </Section>
    </Page>
  );
}
