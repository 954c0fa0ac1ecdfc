import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  QueryView,
} from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';
import { logTrailEvent, trailBySlugQuery } from '../api/trails-api';
import { TrailClasses } from './trail-classes';
import { trailFacts } from './trail-list';
import { TRAILS_TITLE } from './trails-page';

/** /trilhas-estrategicas/{slug}: one trail with its classes and done marks; an unknown slug is the 404. */
export function TrailPage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const trail = useQuery(trailBySlugQuery(platform, slug));
  const trailId = trail.data?.id;
  useEffect(() => {
    if (trailId !== undefined) void logTrailEvent(platform, { trail_id: trailId, event: 'trail_opened' });
  }, [platform, trailId]);
  if (trail.data === undefined && trail.isError && isNotFoundError(trail.error)) return <AreaNotFoundPage />;

  const title = trail.data?.title ?? TRAILS_TITLE;
  return (
    <AreaPage
      title={title}
      breadcrumb={<Breadcrumb segments={[{ label: TRAILS_TITLE, href: TRAILS_PATH }, { label: title }]} />}
    >
      <QueryView
        query={trail}
        errorMessage="Não foi possível carregar esta trilha."
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando" />}
      >
        {(data) => (
          <>
            <p css={{ margin: 0 }}>{data.description}</p>
            <p css={{ margin: 0 }}>{trailFacts(data)}</p>
            <TrailClasses trailId={data.id} />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
