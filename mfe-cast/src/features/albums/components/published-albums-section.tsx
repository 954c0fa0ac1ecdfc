import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView, Pager } from 'shared-design-system/area';
import { FIRST_PAGE } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { publishedAlbumsQuery } from '../api/get-published-albums';

export const ALBUMS_TITLE = 'Todos os álbuns';

/** Every published album of the vertical, 10 a page (GET /v3/cast/albums/published). */
export function PublishedAlbumsSection() {
  const { http } = usePlatform();
  const [page, setPage] = useState(FIRST_PAGE);
  const albums = useQuery(publishedAlbumsQuery(http, page));
  return (
    <PageSection title={ALBUMS_TITLE}>
      <QueryView
        query={albums}
        errorMessage="Não foi possível carregar os álbuns."
        skeleton={
          <ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando todos os álbuns" />
        }
        isEmpty={(data) => data.items.length === 0}
        empty={<p>Nenhum álbum publicado.</p>}
      >
        {(data) => (
          <>
            <AlbumGrid albums={data.items} label={ALBUMS_TITLE} />
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              label="Páginas de álbuns"
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
