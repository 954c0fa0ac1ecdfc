import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type LdiChapter } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { ContentSkeleton, isNullableString, QueryView, useStudentDraft } from 'shared-design-system/area';
import { ANNOTATION_KINDS, BLOCK_PARAM, LDI_PATH, PRINT_COURSE_PARAM } from '../../../constants';
import {
  chapterSelectionsQuery,
  deleteSelection,
  SELECTIONS_KEY,
  updateSelection,
  type TextSelection,
} from '../api/text-selections';
import { courseTypeOf } from '../state/document-ref';
import { useReaderDocument } from '../state/reader-context';
import { SelectionPrints } from './selection-prints';

const KIND_NAMES: Record<TextSelection['kind'], string> = {
  highlight: 'Destaque',
  note: 'Anotação',
  underline: 'Sublinhado',
  strike: 'Riscado',
};

function SelectionEntry({ selection }: { selection: TextSelection }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const queryClient = useQueryClient();
  // the note being edited, kept per student until it is saved (null: nothing edited, the saved note shows);
  // a note left in the middle of an edit is in the editor again after a reload
  const [draft, setDraft, clearDraft] = useStudentDraft<string | null>(
    `ldi:note-edit:${selection.id}`,
    null,
    isNullableString,
  );
  const note = draft ?? selection.note ?? '';
  const [editRequested, setEditRequested] = useState(false);
  const editing = editRequested || draft !== null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: SELECTIONS_KEY });
  const place = { courseId: ref.courseId, chapterId: selection.chapter_id, itemId: selection.item_id };
  const save = useMutation({
    mutationFn: (text: string) =>
      updateSelection(
        platform,
        selection.id,
        { note: text.trim() || null, course_type: courseTypeOf(ref) },
        place,
      ),
    onSuccess: () => {
      setEditRequested(false);
      clearDraft();
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteSelection(platform, selection.id, place),
    onSuccess: refresh,
  });
  const fieldId = `nota-${selection.id}`;
  return (
    <li css={(theme) => ({ display: 'grid', gap: theme.space.xxs })}>
      <span>
        <strong>{KIND_NAMES[selection.kind]}:</strong> “{selection.text}”
      </span>
      {selection.note && !editing && <span>{selection.note}</span>}
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(note);
          }}
          css={(theme) => ({ display: 'flex', gap: theme.space.xs })}
        >
          <label htmlFor={fieldId}>Anotação</label>
          <input id={fieldId} value={note} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" size="sm" loading={save.isPending}>
            Salvar
          </Button>
        </form>
      ) : (
        <div
          css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' })}
        >
          <Button size="sm" variant="secondary" onClick={() => setEditRequested(true)}>
            Editar
          </Button>
          <Button size="sm" variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remover
          </Button>
          <a
            href={`${LDI_PATH}/print?${PRINT_COURSE_PARAM}=${ref.courseId}&${BLOCK_PARAM}=${selection.block_id}`}
            css={(theme) => ({ color: theme.colors.primary })}
          >
            Imprimir o bloco
          </a>
        </div>
      )}
      {(save.isError || remove.isError) && (
        <p role="alert" css={{ margin: 0 }}>
          Não foi possível salvar. Tente novamente.
        </p>
      )}
    </li>
  );
}

/** The my_notebook mode: the chapter's annotations (GET chapter text_selections), editable and removable. */
export function MyNotebook({ chapter }: { chapter: LdiChapter }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const list = useQuery(chapterSelectionsQuery(platform, ref.courseId, chapter.id));
  return (
    <QueryView
      query={list}
      errorMessage="Não foi possível carregar suas anotações."
      skeleton={<ContentSkeleton shape="text" count={2} label="Carregando anotações" />}
      isEmpty={(entries) => entries.length === 0}
      empty={
        <p css={{ margin: 0 }}>
          Nenhuma anotação neste capítulo. Selecione um trecho do texto para{' '}
          {ANNOTATION_KINDS.map((entry) => entry.label.toLowerCase()).join(', ')}.
        </p>
      }
    >
      {(entries) => (
        <>
          <SelectionPrints chapter={chapter} />
          <ul
            aria-label="Minhas anotações"
            css={(theme) => ({ display: 'grid', gap: theme.space.md, margin: 0 })}
          >
            {entries.map((selection) => (
              <SelectionEntry key={selection.id} selection={selection} />
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}
