import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star, StarOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  usePlatform,
  type StudyTableFavorite,
  type StudyTableFavoriteType,
  type VerticalWording,
} from 'shared-contracts';
import { Button, Card, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  formatDate,
  PageSection,
  QueryView,
} from 'shared-design-system/area';
import { COURSE_PATH } from '../../../constants';
import { CardTitleLink } from '../../../lib/card-title-link';
import { keepStudyingQuery } from '../../study-table/api/get-keep-studying';
import { recentActivitiesQuery } from '../../study-table/api/get-recent-activities';
import { recentActivityHref } from '../../study-table/components/recent-activity-card';
import {
  addFavorite,
  FAVORITES_KEY,
  favoritesQuery,
  removeFavorite,
  type NewFavorite,
} from '../api/get-favorites';

/** The kind of a favourite as the student reads it (some words change per vertical). */
export function favoriteTypeLabel(type: StudyTableFavoriteType | string, wording: VerticalWording): string {
  switch (type) {
    case 'course':
      return 'Curso';
    case 'ldi':
      return 'Livro digital';
    case 'notebook':
      return wording.notebook;
    case 'exam':
      return 'Simulado';
    case 'cast':
      return 'Cast';
    case 'trail':
      return 'Trilha estratégica';
    case 'tutoring':
      return wording.tutoring;
    default:
      return 'Conteúdo';
  }
}

/** The kinds in the order the page groups them. */
const KIND_ORDER: StudyTableFavoriteType[] = [
  'course',
  'ldi',
  'notebook',
  'exam',
  'trail',
  'tutoring',
  'cast',
];

/** A group's heading: the kind in the plural. */
export function favoriteGroupLabel(type: StudyTableFavoriteType | string, wording: VerticalWording): string {
  switch (type) {
    case 'course':
      return 'Cursos';
    case 'ldi':
      return 'Livros digitais';
    case 'notebook':
      return wording.notebooks;
    case 'exam':
      return 'Simulados';
    case 'cast':
      return 'Casts';
    case 'trail':
      return 'Trilhas estratégicas';
    case 'tutoring':
      return wording.tutorings;
    default:
      return 'Outros conteúdos';
  }
}

/** Favourites grouped by kind, in KIND_ORDER (unknown kinds last), newest first inside a group. */
export function groupFavorites(favorites: readonly StudyTableFavorite[]): [string, StudyTableFavorite[]][] {
  const groups = new Map<string, StudyTableFavorite[]>();
  for (const favorite of favorites)
    groups.set(favorite.type, [...(groups.get(favorite.type) ?? []), favorite]);
  const rank = (type: string) => {
    const index = KIND_ORDER.indexOf(type as StudyTableFavoriteType);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([type, items]) => [type, [...items].sort((a, b) => b.created_at.localeCompare(a.created_at))]);
}

/** What the student can add: their recent notebooks and exams and the courses they study, not yet favourites. */
function useCandidates(favorites: readonly StudyTableFavorite[] | undefined): NewFavorite[] {
  const { http } = usePlatform();
  const activities = useQuery(recentActivitiesQuery(http));
  const courses = useQuery(keepStudyingQuery(http));
  return useMemo(() => {
    if (!favorites) return [];
    const taken = new Set(favorites.map((favorite) => favorite.url));
    const all: NewFavorite[] = [
      ...(activities.data ?? []).map((activity) => ({
        type: activity.type,
        title: activity.title,
        url: recentActivityHref(activity),
      })),
      ...(courses.data ?? []).map((course) => ({
        type: 'course' as const,
        title: course.title,
        url: `${COURSE_PATH}/${encodeURIComponent(course.slug)}`,
      })),
    ];
    return all.filter((candidate) => !taken.has(candidate.url));
  }, [favorites, activities.data, courses.data]);
}

/** 'Favoritos': everything the student marked as favourite, grouped by kind; remove any, add from what they study. */
export function FavoritesPage() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const favorites = useQuery(favoritesQuery(platform.http));
  const { wording } = platform.vertical;
  const candidates = useCandidates(favorites.data);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  const add = useMutation({
    mutationFn: (favorite: NewFavorite) => addFavorite(platform.http, favorite),
    onMutate: () => setFailure(null),
    onSuccess: refresh,
    onError: () => setFailure('Não foi possível adicionar aos favoritos. Tente de novo.'),
  });
  const remove = useMutation({
    mutationFn: (favorite: StudyTableFavorite) => removeFavorite(platform.http, favorite.id),
    onMutate: () => setFailure(null),
    onSuccess: refresh,
    onError: () => setFailure('Não foi possível remover dos favoritos. Tente de novo.'),
  });

  return (
    <AreaPage title="Favoritos">
      {failure && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          {failure}
        </p>
      )}
      <QueryView
        query={favorites}
        errorMessage="Não foi possível carregar seus favoritos."
        skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={80} label="Carregando favoritos" />}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            title="Você ainda não tem favoritos"
            description={`Marque cursos, ${wording.notebooks.toLowerCase()}, trilhas e álbuns como favoritos para encontrá-los aqui.`}
          />
        }
      >
        {(items) =>
          groupFavorites(items).map(([type, group]) => (
            <PageSection key={type} title={favoriteGroupLabel(type, wording)}>
              <CardGrid label={favoriteGroupLabel(type, wording)}>
                {group.map((favorite) => (
                  <li key={favorite.id}>
                    <Card
                      headingLevel={3}
                      title={<CardTitleLink href={favorite.url}>{favorite.title}</CardTitleLink>}
                      actions={
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Remover ${favorite.title} dos favoritos`}
                          icon={<StarOff aria-hidden size={16} />}
                          loading={remove.isPending && remove.variables?.id === favorite.id}
                          onClick={() => remove.mutate(favorite)}
                        >
                          Remover
                        </Button>
                      }
                    >
                      <p
                        css={(theme) => ({
                          margin: 0,
                          fontSize: theme.fontSizes.sm,
                          color: theme.colors.textMuted,
                        })}
                      >
                        {favoriteTypeLabel(favorite.type, wording)} · favoritado em{' '}
                        <time dateTime={favorite.created_at}>{formatDate(favorite.created_at)}</time>
                      </p>
                    </Card>
                  </li>
                ))}
              </CardGrid>
            </PageSection>
          ))
        }
      </QueryView>
      {candidates.length > 0 && (
        <PageSection title="Adicionar aos favoritos">
          <ul
            css={(theme) => ({
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: theme.space.xs,
            })}
          >
            {candidates.map((candidate) => (
              <li
                key={candidate.url}
                css={(theme) => ({
                  display: 'flex',
                  gap: theme.space.sm,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                })}
              >
                <span>
                  {candidate.title}{' '}
                  <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                    ({favoriteTypeLabel(candidate.type, wording)})
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Adicionar ${candidate.title} aos favoritos`}
                  icon={<Star aria-hidden size={16} />}
                  loading={add.isPending && add.variables?.url === candidate.url}
                  onClick={() => add.mutate(candidate)}
                >
                  Adicionar
                </Button>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </AreaPage>
  );
}
