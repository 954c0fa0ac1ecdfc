import { useQuery } from '@tanstack/react-query';
import { usePlatform, type LiveEvent, type LiveEventMedia } from 'shared-contracts';
import {
  ContentSkeleton,
  formatHoursMinutes,
  isoDuration,
  PageSection,
  QueryView,
  safeHref,
} from 'shared-design-system/area';
import { liveEventMediaQuery } from '../api/get-live-event-media';
import { liveEventVideoUrlQuery } from '../api/get-live-event-video-url';

/** The recording's player: its address comes from the server, and one that is not a safe link is not played. */
function RecordingPlayer({ event, media }: { event: Pick<LiveEvent, 'title'>; media: LiveEventMedia }) {
  const { http } = usePlatform();
  const videoUrl = useQuery(liveEventVideoUrlQuery(http, media.key));
  return (
    <QueryView
      query={videoUrl}
      errorMessage="Não foi possível carregar o vídeo da gravação."
      skeleton={<ContentSkeleton count={1} itemHeight={240} label="Carregando vídeo da gravação" />}
    >
      {(url) => {
        const href = safeHref(url);
        if (!href) return <p css={{ margin: 0 }}>Esta gravação não pode ser aberta aqui.</p>;
        return (
          <>
            <video
              controls
              preload="metadata"
              src={href}
              poster={safeHref(media.thumbnail)}
              aria-label={`Gravação: ${event.title}`}
              css={{ width: '100%', maxWidth: 960, borderRadius: 8, background: '#000' }}
            />
            <p css={{ margin: 0 }}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                Abrir a gravação em nova aba
              </a>
            </p>
          </>
        );
      }}
    </QueryView>
  );
}

/**
 * 'Gravação' of a class that has ended: its media (GET live_event_media/{id}) and, when there is one, the
 * video (GET live_event_media/video_url/{key}).
 */
export function LiveEventRecording({ event }: { event: Pick<LiveEvent, 'id' | 'title'> }) {
  const { http } = usePlatform();
  const media = useQuery(liveEventMediaQuery(http, event.id));
  return (
    <PageSection title="Gravação">
      <QueryView
        query={media}
        errorMessage="Não foi possível carregar a gravação."
        skeleton={<ContentSkeleton count={1} itemHeight={48} label="Carregando gravação" />}
        isEmpty={(found) => found === null}
        empty={<p css={{ margin: 0 }}>A gravação desta aula ainda não está disponível.</p>}
      >
        {(found) =>
          found && (
            <>
              <p css={{ margin: 0 }}>
                Duração:{' '}
                <time dateTime={isoDuration(found.duration_seconds)}>
                  {formatHoursMinutes(found.duration_seconds)}
                </time>
              </p>
              <RecordingPlayer event={event} media={found} />
            </>
          )
        }
      </QueryView>
    </PageSection>
  );
}
