import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform, type LdiChapter } from 'shared-contracts';
import { Button, Checkbox } from 'shared-design-system';
import { formatHoursMinutes } from 'shared-design-system/area';
import {
  changeCompleteItemsStatus,
  chapterPercentageQuery,
  courseProgressQuery,
  setChapterDone,
  useRefreshProgress,
} from '../api/progress';
import { estimateDurationsQuery } from '../api/estimate-durations';
import { chapterStudyTimeQuery, totalElapsedQuery } from '../api/study-time';
import { SECONDS_PER_MINUTE } from '../../../constants';
import { useReaderDocument } from '../state/reader-context';

/** The course percentage (GET course-progress) and the time studied (total_elapsed_time). */
export function CourseProgressBar() {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const progress = useQuery(courseProgressQuery(platform, ref));
  const elapsed = useQuery(totalElapsedQuery(platform, ref.courseId));
  const estimate = useQuery(estimateDurationsQuery(platform, ref.courseId));
  if (!progress.data) return null;
  const { percentage } = progress.data;
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' })}>
      <label htmlFor={`progresso-${ref.courseId}`}>Progresso do curso: {percentage}%</label>
      <progress id={`progresso-${ref.courseId}`} max={100} value={percentage} />
      {typeof elapsed.data === 'number' && elapsed.data > 0 && (
        <span>Tempo de estudo: {formatHoursMinutes(elapsed.data)}</span>
      )}
      {estimate.data && estimate.data.seconds > 0 && (
        <span>Duração estimada: {formatHoursMinutes(estimate.data.seconds)}</span>
      )}
    </div>
  );
}

/** The chapter's percentage and a done / not done button for the whole chapter. */
export function ChapterDoneButton({ chapter }: { chapter: LdiChapter }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const refresh = useRefreshProgress(ref);
  const percentages = useQuery(chapterPercentageQuery(platform, ref));
  const percentage = percentages.data?.find((entry) => entry.chapter_id === chapter.id)?.percentage;
  const studied =
    useQuery(chapterStudyTimeQuery(platform, ref.courseId, [chapter.id])).data?.[0]?.seconds ?? 0;
  const toggle = useMutation({
    mutationFn: (done: boolean) => setChapterDone(platform, ref, chapter, done),
    onSettled: refresh,
  });
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' })}>
      {percentage !== undefined && <span>Capítulo: {percentage}% concluído</span>}
      {studied >= SECONDS_PER_MINUTE && (
        <span>Tempo de estudo no capítulo: {formatHoursMinutes(studied)}</span>
      )}
      <Button
        size="sm"
        variant="secondary"
        loading={toggle.isPending}
        onClick={() => toggle.mutate(!chapter.completed)}
      >
        {chapter.completed ? 'Desmarcar capítulo como concluído' : 'Marcar capítulo como concluído'}
      </Button>
      {toggle.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível salvar. Tente novamente.
        </p>
      )}
    </div>
  );
}

/**
 * Several items of the chapter marked done or not done at once: one POST my-courses/{id}/changeCompleteItemsStatus
 * {course_id, item_ids, value} for the items checked and one for the items unchecked (spec 2 §7 Completion lists
 * this call for ordinary courses only, so custom courses keep the per-item buttons).
 */
export function ChapterItemsDoneForm({ chapter }: { chapter: LdiChapter }) {
  const ref = useReaderDocument();
  if (ref.kind !== 'ldi' || chapter.items.length === 0) return null;
  // a new form when the chapter or its done marks change, so the boxes start from what the server says
  const marks = chapter.items.map((item) => `${item.id}:${item.completed ? 1 : 0}`).join(',');
  return <ItemsDoneForm key={`${chapter.id}-${marks}`} chapter={chapter} />;
}

function ItemsDoneForm({ chapter }: { chapter: LdiChapter }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const refresh = useRefreshProgress(ref);
  const [checked, setChecked] = useState<ReadonlySet<number>>(
    () => new Set(chapter.items.filter((item) => item.completed).map((item) => item.id)),
  );
  const changed = chapter.items.filter((item) => checked.has(item.id) !== item.completed);
  const save = useMutation({
    mutationFn: async () => {
      const done = changed.filter((item) => checked.has(item.id)).map((item) => item.id);
      const notDone = changed.filter((item) => !checked.has(item.id)).map((item) => item.id);
      if (done.length > 0) await changeCompleteItemsStatus(platform, ref, done, true);
      if (notDone.length > 0) await changeCompleteItemsStatus(platform, ref, notDone, false);
    },
    onSettled: refresh,
  });
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // no <form> in the reading view: the lesson XSS check counts any form in the area as lesson HTML left behind
  const saveChanged = () => {
    if (changed.length > 0) save.mutate();
  };
  return (
    <details>
      <summary css={{ cursor: 'pointer' }}>Marcar vários itens</summary>
      <div>
        <fieldset
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.sm,
            margin: `${theme.space.sm}px 0`,
            border: 0,
            padding: 0,
          })}
        >
          <legend>Itens concluídos</legend>
          {chapter.items.map((item) => (
            <Checkbox
              key={item.id}
              label={item.title}
              checked={checked.has(item.id)}
              onChange={() => toggle(item.id)}
            />
          ))}
        </fieldset>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={save.isPending}
          disabled={changed.length === 0}
          onClick={saveChanged}
        >
          Salvar itens concluídos
        </Button>
        {save.isError && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
            Não foi possível salvar. Tente novamente.
          </p>
        )}
      </div>
    </details>
  );
}
