import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  QueryView,
  isNotFoundError,
  pluralize,
  Pager,
} from 'shared-design-system/area';
import { FIRST_PAGE, ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { castErrorMessage, castErrorStatus } from '../../../lib/cast-response';
import { teacherAlbumsQuery } from '../api/get-teacher-albums';

const HTTP_NOT_FOUND = 404;

/** /cast/professor/{id}: a published teacher and their albums (10 a page). */
export function TeacherPage() {
  const id = useParams().id ?? '';
  const { http } = usePlatform();
  const [page, setPage] = useState(FIRST_PAGE);
  const albums = useQuery(teacherAlbumsQuery(http, id, page));
  if (
    albums.isError &&
    albums.data === undefined &&
    (castErrorStatus(albums.error) === HTTP_NOT_FOUND || isNotFoundError(albums.error))
  )
    return (
      <AreaNotFoundPage
        title="Professor não encontrado"
        text="Este professor não existe ou não tem álbuns publicados."
      />
    );
  const teacher = albums.data?.teacher;
  return (
    <AreaPage
      title={teacher?.name ?? 'Professor'}
      intro={teacher ? pluralize(teacher.albums_count, 'álbum publicado', 'álbuns publicados') : undefined}
      actions={<Link to={ROUTES.home}>Cast</Link>}
    >
      <QueryView
        query={albums}
        errorMessage={castErrorMessage(albums.error, 'Não foi possível carregar os álbuns do professor.')}
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando álbuns" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="Nenhum álbum deste professor" description="Volte mais tarde." />}
      >
        {(data) => (
          <>
            <AlbumGrid albums={data.items} label={`Álbuns de ${data.teacher.name}`} headingLevel={2} />
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              label="Páginas de álbuns"
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
