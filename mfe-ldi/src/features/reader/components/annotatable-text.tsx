import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type LdiTextBlock } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { isString, useStudentDraft } from 'shared-design-system/area';
import { ANNOTATION_KINDS, type AnnotationKind } from '../../../constants';
import { SanitizedHtml } from '../../../lib/sanitized-html';
import { createSelection, itemSelectionsQuery, SELECTIONS_KEY } from '../api/text-selections';
import { annotateDom } from '../state/annotate-html';
import { decorateCallouts } from '../state/callouts';
import { courseTypeOf } from '../state/document-ref';
import { useReaderDocument } from '../state/reader-context';
import type { BlockPlace } from './cast-block-view';

const proseStyle = {
  lineHeight: 1.6,
  '& p': { margin: '0 0 0.75em' },
  '& h3': { margin: '0 0 0.5em' },
  '& mark[title]': { borderBottom: '2px dotted currentColor' },
  '& .callout': {
    margin: '0 0 0.75em',
    padding: '0.5em 0.75em',
    borderLeft: '4px solid currentColor',
    '& > [data-callout-label]': { display: 'block', marginBottom: '0.25em' },
  },
} as const;

/**
 * A text block the student can annotate: select some of its text, then highlight, note, underline or strike
 * it (POST textSelections); the item's annotations are drawn over the text again on every visit.
 */
export function AnnotatableText({ block, place }: { block: LdiTextBlock; place: BlockPlace }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const queryClient = useQueryClient();
  const noteId = useId();
  const container = useRef<HTMLDivElement>(null);
  const selections = useQuery(itemSelectionsQuery(platform, place.itemId));
  const mine = (selections.data ?? []).filter((selection) => selection.block_id === block.id);
  // the passage the student picked, and whether its note field is open
  const [picked, setPicked] = useState<{ text: string; noting: boolean } | null>(null);
  const drawn = JSON.stringify(mine.map(({ id, kind, text, note }) => [id, kind, text, note]));
  useLayoutEffect(() => {
    if (!container.current) return;
    decorateCallouts(container.current);
    annotateDom(container.current, mine);
    // redrawn when the annotations or the text change (`drawn` stands for `mine`)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, block.content]);
  // a new note has no id until saved, and the passage is re-selected after a reload: the draft is the block's
  // (in this course), kept until a note is saved there
  const [note, setNote, clearNote] = useStudentDraft(
    `ldi:new-note:${courseTypeOf(ref)}:${place.courseId}:${block.id}`,
    '',
    isString,
  );
  const create = useMutation({
    mutationFn: (input: { kind: AnnotationKind; text: string; note: string | null }) =>
      createSelection(platform, {
        course_id: place.courseId,
        chapter_id: place.chapterId,
        item_id: place.itemId,
        block_id: block.id,
        kind: input.kind,
        text: input.text,
        note: input.note,
        course_type: courseTypeOf(ref),
      }),
    onSuccess: (_saved, input) => {
      // a passage picked while this one was saving keeps its toolbar (and the note being written there)
      setPicked((current) => (current?.text === input.text ? null : current));
      const selection = window.getSelection();
      if (selection?.toString().trim() === input.text) selection.removeAllRanges();
      // a highlight (or underline, strike) saved meanwhile is not the note being written
      if (input.kind === 'note') clearNote();
      return queryClient.invalidateQueries({ queryKey: SELECTIONS_KEY });
    },
  });

  function readSelection() {
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? '';
    const node = selection?.anchorNode ?? null;
    if (text && node && container.current?.contains(node)) {
      // the note field, once open, stays open for the next passage (the draft is the block's)
      setPicked((current) => ({ text, noting: current?.noting ?? false }));
    }
  }

  function saveNote() {
    if (picked && note.trim()) create.mutate({ kind: 'note', text: picked.text, note: note.trim() });
  }

  return (
    <div>
      <div ref={container} onMouseUp={readSelection} onKeyUp={readSelection}>
        <SanitizedHtml html={block.content} css={proseStyle} />
      </div>
      {picked && (
        <div
          role="group"
          aria-label="Anotar o trecho selecionado"
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.xs,
            alignItems: 'center',
            padding: theme.space.xs,
            background: theme.colors.surfaceAlt,
            borderRadius: theme.radii.md,
          })}
        >
          <span css={{ fontStyle: 'italic' }}>“{picked.text}”</span>
          {ANNOTATION_KINDS.map(({ kind, label }) => (
            <Button
              key={kind}
              size="sm"
              variant="secondary"
              loading={
                create.isPending && create.variables.kind === kind && create.variables.text === picked.text
              }
              onClick={() =>
                kind === 'note'
                  ? setPicked({ ...picked, noting: true })
                  : create.mutate({ kind, text: picked.text, note: null })
              }
            >
              {label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setPicked(null)}>
            Cancelar
          </Button>
          {picked.noting && (
            <div css={(theme) => ({ display: 'flex', gap: theme.space.xs, width: '100%' })}>
              <label htmlFor={noteId}>Sua anotação</label>
              <input
                id={noteId}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') saveNote();
                }}
              />
              <Button size="sm" disabled={!note.trim()} onClick={saveNote}>
                Salvar anotação
              </Button>
            </div>
          )}
          {create.isError && (
            <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
              Não foi possível salvar a anotação.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
