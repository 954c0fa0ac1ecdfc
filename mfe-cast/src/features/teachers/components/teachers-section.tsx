import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import {
  CardList,
  ContentSkeleton,
  PageSection,
  PrefetchLink,
  QueryView,
  pluralize,
  Pager,
} from 'shared-design-system/area';
import { FIRST_PAGE, ROUTES } from '../../../constants';
import { teachersQuery } from '../api/get-teachers';
import { teacherAlbumsQuery } from '../api/get-teacher-albums';

export const TEACHERS_TITLE = 'Professores';

/** The published teachers (10 a page), each a link to their page. */
export function TeachersSection() {
  const { http } = usePlatform();
  const [page, setPage] = useState(FIRST_PAGE);
  const teachers = useQuery(teachersQuery(http, page));
  return (
    <PageSection title={TEACHERS_TITLE}>
      <QueryView
        query={teachers}
        errorMessage="Não foi possível carregar os professores do Cast."
        skeleton={<ContentSkeleton shape="list" count={3} label="Carregando professores" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>Nenhum professor publicado.</p>}
      >
        {(data) => (
          <>
            <CardList label={TEACHERS_TITLE}>
              {data.items.map((teacher) => (
                <li key={teacher.id}>
                  <PrefetchLink
                    to={ROUTES.teacher(teacher.id)}
                    prefetchData={teacherAlbumsQuery(http, teacher.id, FIRST_PAGE)}
                  >
                    {teacher.name}
                  </PrefetchLink>{' '}
                  <span css={(theme) => ({ color: theme.colors.textMuted })}>
                    ({pluralize(teacher.albums_count, 'álbum', 'álbuns')})
                  </span>
                </li>
              ))}
            </CardList>
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              label="Páginas de professores"
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
