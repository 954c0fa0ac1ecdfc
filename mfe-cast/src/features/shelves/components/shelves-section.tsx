import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import {
  ContentSkeleton,
  InlineList,
  PageSection,
  Pager,
  PrefetchLink,
  QueryView,
  pluralize,
} from 'shared-design-system/area';
import { FIRST_PAGE, ROUTES } from '../../../constants';
import { shelvesQuery } from '../api/get-shelves';
import { shelfQuery } from '../api/get-shelf';

export const SHELVES_TITLE = 'Estantes';

/** The published shelves of the server (GET /v3/cast/shelves/published, 10 a page), each a link to its page. */
export function ShelvesSection() {
  const { http } = usePlatform();
  const [page, setPage] = useState(FIRST_PAGE);
  const shelves = useQuery(shelvesQuery(http, page));
  return (
    <PageSection title={SHELVES_TITLE}>
      <QueryView
        query={shelves}
        errorMessage="Não foi possível carregar as estantes."
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando estantes" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>Nenhuma estante publicada.</p>}
      >
        {(data) => (
          <>
            <nav aria-label={SHELVES_TITLE}>
              <InlineList>
                {data.items.map((shelf) => (
                  <li key={shelf.id}>
                    <PrefetchLink to={ROUTES.shelf(shelf.id)} prefetchData={shelfQuery(http, shelf.id, '')}>
                      {shelf.title}
                    </PrefetchLink>{' '}
                    <span css={(theme) => ({ color: theme.colors.textMuted })}>
                      ({pluralize(shelf.albums_count, 'álbum', 'álbuns')})
                    </span>
                  </li>
                ))}
              </InlineList>
            </nav>
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              label="Páginas de estantes"
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
