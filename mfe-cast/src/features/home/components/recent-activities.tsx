import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePlatform, type CastRecentActivity } from 'shared-contracts';
import { IconButton } from 'shared-design-system';
import { CardList, PageSection, formatDateTime } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';
import { castErrorMessage } from '../../../lib/cast-response';
import { buildActivityPlayRequest } from '../../../lib/play-request';
import { trackQuery } from '../../tracks/api/get-track';
import { removeRecentActivity } from '../api/remove-recent-activity';

export const RECENT_TITLE = 'Ouvidos recentemente';

/**
 * The tracks the student listened to lately: each plays again in the dock (GET /v3/cast/tracks/{id} for the
 * track as it is now; the dock resumes from the saved position) or is removed (DELETE
 * /v3/cast/recent-activities/{id}).
 */
export function RecentActivities({ activities }: { activities: CastRecentActivity[] }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => removeRecentActivity(platform.http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.home }),
    onError: (error) =>
      platform.toast({
        kind: 'error',
        message: castErrorMessage(error, 'Não foi possível remover a atividade recente.'),
      }),
  });
  const play = useMutation({
    mutationFn: (activity: CastRecentActivity) =>
      queryClient
        .fetchQuery({ ...trackQuery(platform.http, activity.track_id), staleTime: 0 })
        .then((track) => buildActivityPlayRequest(track, activity.album_title)),
    onSuccess: (request) => platform.bus.emit('cast:play', request),
    onError: (error) =>
      platform.toast({
        kind: 'error',
        message: castErrorMessage(error, 'Não foi possível tocar esta faixa.'),
      }),
  });
  if (activities.length === 0) return null;
  return (
    <PageSection title={RECENT_TITLE}>
      <CardList label={RECENT_TITLE}>
        {activities.map((activity) => (
          <li
            key={activity.id}
            css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}
          >
            <span css={{ flex: 1 }}>
              <Link to={ROUTES.album(activity.album_id)}>{activity.title}</Link>
              <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                {' · '}
                {activity.album_title} · {formatDateTime(activity.updated_at)}
              </span>
            </span>
            <IconButton
              size="sm"
              aria-label={`Continuar ouvindo ${activity.title}`}
              disabled={play.isPending && play.variables?.id === activity.id}
              onClick={() => play.mutate(activity)}
            >
              <Play aria-hidden="true" size={16} />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={`Remover ${activity.title} das atividades recentes`}
              disabled={remove.isPending && remove.variables === activity.id}
              onClick={() => remove.mutate(activity.id)}
            >
              <X aria-hidden="true" size={16} />
            </IconButton>
          </li>
        ))}
      </CardList>
    </PageSection>
  );
}
