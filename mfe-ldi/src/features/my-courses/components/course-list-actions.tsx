import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type LdiCourse } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { courseListQuery, queriesChangedBy, setCourseInList, type CourseList } from '../api/course-lists';

const LABELS: Record<CourseList, { add: string; remove: string }> = {
  'my-courses': { add: 'Adicionar a Meus cursos', remove: 'Remover de Meus cursos' },
  'keep-studying': { add: 'Adicionar a Continue estudando', remove: 'Remover de Continue estudando' },
  favorites: { add: 'Adicionar aos favoritos', remove: 'Remover dos favoritos' },
};

/**
 * The course's place in the student's lists: my courses, keep studying and favourites, each added or removed
 * with one button. A list that cannot be read hides only its own button.
 */
export function CourseListActions({ course }: { course: LdiCourse }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const keepStudying = useQuery(courseListQuery(platform, 'keep-studying'));
  const favorites = useQuery(courseListQuery(platform, 'favorites'));
  const change = useMutation({
    mutationFn: ({ list, add }: { list: CourseList; add: boolean }) =>
      setCourseInList(platform, list, course, add),
    onSuccess: (_nothing, { list }) =>
      Promise.all(queriesChangedBy(list).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const button = (list: CourseList, inList: boolean | undefined) => {
    if (inList === undefined) return null;
    const busy = change.isPending && change.variables.list === list;
    return (
      <Button
        variant={inList ? 'secondary' : 'primary'}
        loading={busy}
        onClick={() => change.mutate({ list, add: !inList })}
      >
        {inList ? LABELS[list].remove : LABELS[list].add}
      </Button>
    );
  };

  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
      {button('my-courses', course.is_my_course)}
      {button('keep-studying', keepStudying.data?.includes(course.id))}
      {button('favorites', favorites.data?.includes(course.id))}
      {change.isError && (
        <p role="alert" css={{ margin: 0, flexBasis: '100%' }}>
          Não foi possível atualizar suas listas. Tente novamente.
        </p>
      )}
    </div>
  );
}
