import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { changeTutoring, eventOf, type TutoringChange } from '../api/change-tutoring';
import type { TutoringDetail } from '../api/tutoring-types';
import { TUTORINGS_KEY, tutoringBySlugQuery } from '../api/tutorings-api';
import { useTutoringLog } from './use-tutoring-log';

/**
 * Queries a change does not refetch at once (third part of their keys, tutorings-api.ts): the tutoring,
 * replaced by the change's answer, and its history, refreshed once the change is logged.
 */
const KEPT_ON_CHANGE = new Set<unknown>(['slug', 'event-logs']);

/**
 * The student's changes in one tutoring (done marks, the list): the answer replaces the tutoring on screen,
 * every other tutoring query (list, catalogue, featured, open class) is invalidated, and the change is logged.
 */
export function useTutoringChange(tutoring: Pick<TutoringDetail, 'id' | 'slug'>) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const log = useTutoringLog();
  return useMutation({
    mutationFn: (change: TutoringChange) => changeTutoring(platform, tutoring.id, change),
    onSuccess: (next, change) => {
      queryClient.setQueryData(tutoringBySlugQuery(platform, tutoring.slug).queryKey, next);
      void queryClient.invalidateQueries({
        queryKey: TUTORINGS_KEY,
        predicate: (query) => !KEPT_ON_CHANGE.has(query.queryKey[2]),
      });
      void log({
        tutoring_id: tutoring.id,
        ...(change.kind === 'class' ? { class_id: change.classId } : {}),
        event: eventOf(change),
      });
    },
  });
}

/** The mutation `useTutoringChange` gives, as the parts of the page receive it. */
export type TutoringChangeMutation = ReturnType<typeof useTutoringChange>;

/** Whether `change` is the one being saved right now (its button shows a spinner). */
export function isSaving(mutation: TutoringChangeMutation, matches: (change: TutoringChange) => boolean) {
  return mutation.isPending && mutation.variables !== undefined && matches(mutation.variables);
}
