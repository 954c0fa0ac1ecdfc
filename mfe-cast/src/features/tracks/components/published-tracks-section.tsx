import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView, Pager } from 'shared-design-system/area';
import { FIRST_PAGE } from '../../../constants';
import { publishedTracksQuery } from '../api/get-published-tracks';
import { PublishedTrackList } from './published-track-list';

export const TRACKS_TITLE = 'Faixas publicadas';

/** The published tracks of the vertical, 10 a page, each playable in the dock. */
export function PublishedTracksSection() {
  const { http } = usePlatform();
  const [page, setPage] = useState(FIRST_PAGE);
  const tracks = useQuery(publishedTracksQuery(http, page));
  return (
    <PageSection title={TRACKS_TITLE}>
      <QueryView
        query={tracks}
        errorMessage="Não foi possível carregar as faixas."
        skeleton={<ContentSkeleton shape="list" count={4} label="Carregando faixas" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>Nenhuma faixa publicada.</p>}
      >
        {(data) => (
          <>
            <PublishedTrackList tracks={data.items} label={TRACKS_TITLE} />
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              label="Páginas de faixas"
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
