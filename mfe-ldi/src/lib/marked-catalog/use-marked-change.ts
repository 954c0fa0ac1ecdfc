import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import type { MarkedCatalogApi, MarkedDetail, MarkedEntry } from './create-marked-catalog-api';
import type { MarkedChange } from './marked-change';
import { useMarkedLog } from './use-marked-log';

/**
 * The student's changes in one entry (done marks, the list): the answer replaces the entry's detail on screen
 * (`detailKey`: GET {id}, or slug/{slug} where that gives the classes), every other query of the catalogue (list,
 * catalogue, featured, open class) is invalidated, and the change is logged.
 */
export function useMarkedChange<E extends MarkedEntry, D extends MarkedDetail, S extends MarkedEntry>(
  api: MarkedCatalogApi<E, D, S>,
  entryId: number,
  detailKey: QueryKey,
) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const log = useMarkedLog(api);
  // not refetched at once: the detail, replaced by the answer, and the event logs, refreshed once it is logged
  const kept = new Set<unknown>([detailKey[2], 'event-logs']);
  return useMutation({
    mutationFn: (change: MarkedChange) => api.change(platform, entryId, change),
    onSuccess: (detail, change) => {
      queryClient.setQueryData(detailKey, detail);
      void queryClient.invalidateQueries({
        queryKey: api.key,
        predicate: (query) => !kept.has(query.queryKey[2]),
      });
      void log(entryId, api.changeEvent(change), change.kind === 'class' ? change.classId : undefined);
    },
  });
}

/** What the parts of a page use of the mutation `useMarkedChange` gives. */
export interface MarkedChangeMutation {
  isPending: boolean;
  isError: boolean;
  /** the change being saved, or saved last */
  variables: MarkedChange | undefined;
  mutate: (change: MarkedChange) => void;
}

/** Whether `change` is the one being saved right now (its button shows a spinner). */
export function isSaving(
  mutation: Pick<MarkedChangeMutation, 'isPending' | 'variables'>,
  matches: (change: MarkedChange) => boolean,
): boolean {
  return mutation.isPending && mutation.variables !== undefined && matches(mutation.variables);
}
