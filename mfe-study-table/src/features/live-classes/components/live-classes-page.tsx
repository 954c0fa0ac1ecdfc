import { useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getLiveEvents } from '../api/get-live-events';
import { liveEventStatus, matchesLiveEvent } from '../live-event-status';
import { LiveEventCard } from './live-event-card';
import { AreaPage, CardGrid, LoadError, PageSection } from 'shared-design-system/area';

export interface LiveClassesPageProps {
  /** page heading; default 'Aulas ao vivo' */
  title?: string;
  /** /aulas-ao-vivo/resultado-pesquisa: filter by the ?q= term */
  search?: boolean;
}

/** 'Aulas ao vivo': upcoming (and live) classes first, then the ones already over. */
export function LiveClassesPage({ title = 'Aulas ao vivo', search = false }: LiveClassesPageProps) {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const query = search ? (params.get('q') ?? '') : '';
  const events = useRemoteData((signal) => getLiveEvents(platform, signal), [platform]);

  const heading = search ? `Resultado da pesquisa${query ? `: ${query}` : ''}` : title;
  if (events.status === 'loading') {
    return (
      <AreaPage title={heading}>
        <SkeletonGroup label="Carregando aulas ao vivo">
          <Skeleton height={120} shape="rect" />
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      </AreaPage>
    );
  }
  if (events.status === 'error') {
    return (
      <AreaPage title={heading}>
        <LoadError message="Não foi possível carregar as aulas ao vivo." onRetry={events.retry} />
      </AreaPage>
    );
  }
  const found = events.data.filter((event) => matchesLiveEvent(event, query));
  const upcoming = found.filter((event) => liveEventStatus(event) !== 'ended');
  // the most recent past class first
  const past = found.filter((event) => liveEventStatus(event) === 'ended').reverse();
  if (found.length === 0) {
    return (
      <AreaPage title={heading}>
        <EmptyState
          title={search ? 'Nenhuma aula encontrada' : 'Nenhuma aula ao vivo agendada'}
          description={
            search
              ? 'Tente buscar por outro termo.'
              : 'Volte em breve: novas aulas são publicadas toda semana.'
          }
        />
      </AreaPage>
    );
  }
  return (
    <AreaPage title={heading}>
      <PageSection title="Próximas aulas">
        {upcoming.length === 0 ? (
          <p css={{ margin: 0 }}>Nenhuma aula agendada no momento.</p>
        ) : (
          <CardGrid label="Próximas aulas">
            {upcoming.map((event) => (
              <LiveEventCard key={event.id} event={event} />
            ))}
          </CardGrid>
        )}
      </PageSection>
      {past.length > 0 && (
        <PageSection title="Aulas anteriores">
          <CardGrid label="Aulas anteriores">
            {past.map((event) => (
              <LiveEventCard key={event.id} event={event} />
            ))}
          </CardGrid>
        </PageSection>
      )}
    </AreaPage>
  );
}
