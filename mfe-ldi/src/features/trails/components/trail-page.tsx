import { TRAILS_PATH } from '../../../constants';
import { MarkedEntryPage } from '../../../lib/marked-catalog/marked-entry-page';
import { trailsApi } from '../api/trails-api';
import { TrailClasses } from './trail-classes';
import { trailFacts } from './trail-list';
import { TRAILS_TITLE } from './trails-page';

/** /trilhas-estrategicas/{slug}: one trail with its classes and done marks; an unknown slug is the 404. */
export function TrailPage() {
  return (
    <MarkedEntryPage
      api={trailsApi}
      root={{ label: TRAILS_TITLE, href: TRAILS_PATH }}
      errorMessage="Não foi possível carregar esta trilha."
      skeleton={{ count: 2, label: 'Carregando' }}
    >
      {(trail) => (
        <>
          <p css={{ margin: 0 }}>{trail.description}</p>
          <p css={{ margin: 0 }}>{trailFacts(trail)}</p>
          <TrailClasses trailId={trail.id} />
        </>
      )}
    </MarkedEntryPage>
  );
}
