import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star, StarOff } from 'lucide-react';
import { usePlatform, type RecentActivity } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { RECENT_ACTIVITIES_KEY } from '../api/get-recent-activities';
import { removeRecentActivity, updateRecentActivity } from '../api/recent-activity-actions';

type Action = 'favorite' | 'hide' | 'remove';

const FAILURE: Record<Action, string> = {
  favorite: 'Não foi possível atualizar a atividade. Tente novamente.',
  hide: 'Não foi possível ocultar a atividade. Tente novamente.',
  remove: 'Não foi possível remover a atividade. Tente novamente.',
};

/** Favourite (update), hide and remove one recent activity; every list of activities is refreshed after. */
export function RecentActivityActions({ activity }: { activity: RecentActivity }) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<unknown> => {
      if (action === 'remove') return removeRecentActivity(http, activity.id);
      if (action === 'hide') return updateRecentActivity(http, activity.id, { hidden: true });
      return updateRecentActivity(http, activity.id, { favorite: !activity.favorite });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECENT_ACTIVITIES_KEY }),
  });
  const busy = mutation.isPending;
  const pending = (action: Action) => busy && mutation.variables === action;
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs })}>
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={activity.favorite}
        aria-label={`Favorito: ${activity.title}`}
        icon={activity.favorite ? <StarOff aria-hidden size={16} /> : <Star aria-hidden size={16} />}
        loading={pending('favorite')}
        disabled={busy}
        onClick={() => mutation.mutate('favorite')}
      >
        {/* the visible word is part of the name (WCAG 2.5.3 label in name); aria-pressed says whether it is on */}
        Favorito
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Ocultar ${activity.title}`}
        loading={pending('hide')}
        disabled={busy}
        onClick={() => mutation.mutate('hide')}
      >
        Ocultar
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Remover ${activity.title}`}
        loading={pending('remove')}
        disabled={busy}
        onClick={() => mutation.mutate('remove')}
      >
        Remover
      </Button>
      {mutation.isError && (
        <p
          role="alert"
          css={(theme) => ({ margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm })}
        >
          {FAILURE[mutation.variables ?? 'favorite']}
        </p>
      )}
    </div>
  );
}
