import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import type { MarkedCatalogApi, MarkedClass, MarkedDetail, MarkedEntry } from './create-marked-catalog-api';
import type { detailByIdQuery } from './detail-by-id-query';
import { MarkActions, type MarkActionWords } from './mark-actions';
import { classesDoneSummary, MarkedClassList } from './marked-class-list';
import { isSaving, useMarkedChange } from './use-marked-change';

/** The words of an entry's classes section. */
export interface MarkedClassesWords extends MarkActionWords {
  /** 'Não foi possível carregar as aulas desta trilha.' */
  error: string;
  /** the classes' list name ('Aulas da trilha') */
  list: string;
  /** 'Trilha concluída', 'Trilha não concluída' */
  done: string;
  notDone: string;
}

/**
 * 'Aulas': an entry's place in the list, its done mark and its classes with theirs, from its detail (GET {id}).
 * Each change is logged as an event of the entry; `note` says more about the entry above the summary,
 * `when` dates a class, `savingClass` shows a spinner on the class being saved.
 */
export function MarkedClassesSection<E extends MarkedEntry, D extends MarkedDetail, S extends MarkedEntry>({
  api,
  detail: detailQuery,
  entryId,
  inList,
  words,
  quietRemove,
  note,
  when,
  savingClass = false,
}: {
  api: MarkedCatalogApi<E, D, S>;
  detail: ReturnType<typeof detailByIdQuery<E, D, S>>;
  entryId: number;
  inList: (detail: D) => boolean;
  words: MarkedClassesWords;
  quietRemove?: boolean;
  note?: (detail: D) => ReactNode;
  when?: (entry: D['classes'][number]) => string | null;
  savingClass?: boolean;
}) {
  const platform = usePlatform();
  const query = detailQuery(platform, entryId);
  const detail = useQuery(query);
  const change = useMarkedChange(api, entryId, query.queryKey);
  const toggle = (entry: MarkedClass) =>
    change.mutate({ kind: 'class', classId: entry.id, done: !entry.done });

  return (
    <PageSection title="Aulas">
      <QueryView
        query={detail}
        errorMessage={words.error}
        skeleton={<ContentSkeleton shape="list" count={3} label="Carregando aulas" />}
      >
        {(entry) => (
          <>
            <MarkActions
              change={change}
              done={entry.done}
              inList={inList(entry)}
              words={words}
              quietRemove={quietRemove}
            />
            {note && <p css={{ margin: 0 }}>{note(entry)}</p>}
            <p css={{ margin: 0 }}>
              {classesDoneSummary(entry.done ? words.done : words.notDone, entry.classes)}
            </p>
            <MarkedClassList
              label={words.list}
              classes={entry.classes}
              onToggle={toggle}
              when={when}
              isSaving={
                savingClass
                  ? (lesson) =>
                      isSaving(change, (next) => next.kind === 'class' && next.classId === lesson.id)
                  : undefined
              }
            />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
