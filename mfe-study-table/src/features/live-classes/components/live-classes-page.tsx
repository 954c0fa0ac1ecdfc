import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, CardGrid, ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import { CalendarSection } from '../../calendar/components/calendar-section';
import { liveEventsQuery } from '../api/get-live-events';
import { liveEventStatus, matchesLiveEvent } from '../live-event-status';
import { LiveEventCard } from './live-event-card';

export interface LiveClassesPageProps {
  /** /aulas-ao-vivo/resultado-pesquisa: filter by the ?q= term */
  search?: boolean;
}

/** 'Aulas ao vivo': upcoming (and live) classes first, then the ones already over. */
export function LiveClassesPage({ search = false }: LiveClassesPageProps) {
  const { http } = usePlatform();
  const [params] = useSearchParams();
  const term = search ? (params.get('q') ?? '') : '';
  const found = useQuery({
    ...liveEventsQuery(http),
    select: (events) => events.filter((event) => matchesLiveEvent(event, term)),
  });

  const heading = search ? `Resultado da pesquisa${term ? `: ${term}` : ''}` : 'Aulas ao vivo';
  return (
    <AreaPage title={heading}>
      <QueryView
        query={found}
        errorMessage="Não foi possível carregar as aulas ao vivo."
        skeleton={
          <ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando aulas ao vivo" />
        }
        isEmpty={(events) => events.length === 0}
        empty={
          <EmptyState
            title={search ? 'Nenhuma aula encontrada' : 'Nenhuma aula ao vivo agendada'}
            description={
              search
                ? 'Tente buscar por outro termo.'
                : 'Volte em breve: novas aulas são publicadas toda semana.'
            }
          />
        }
      >
        {(events) => {
          const upcoming = events.filter((event) => liveEventStatus(event) !== 'ended');
          // the most recent past class first
          const past = events.filter((event) => liveEventStatus(event) === 'ended').reverse();
          return (
            <>
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
            </>
          );
        }}
      </QueryView>
      {search ? null : <CalendarSection />}
    </AreaPage>
  );
}
