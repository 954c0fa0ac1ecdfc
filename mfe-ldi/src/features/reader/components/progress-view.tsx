import { useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform, type LdiChapter } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { formatHoursMinutes } from 'shared-design-system/area';
import {
  chapterPercentageQuery,
  courseProgressQuery,
  setChapterDone,
  useRefreshProgress,
} from '../api/progress';
import { totalElapsedQuery } from '../api/study-time';
import { useReaderDocument } from '../state/reader-context';

/** The course percentage (GET course-progress) and the time studied (total_elapsed_time). */
export function CourseProgressBar() {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const progress = useQuery(courseProgressQuery(platform, ref));
  const elapsed = useQuery(totalElapsedQuery(platform, ref.courseId));
  if (!progress.data) return null;
  const { percentage } = progress.data;
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' })}>
      <label htmlFor={`progresso-${ref.courseId}`}>Progresso do curso: {percentage}%</label>
      <progress id={`progresso-${ref.courseId}`} max={100} value={percentage} />
      {typeof elapsed.data === 'number' && elapsed.data > 0 && (
        <span>Tempo de estudo: {formatHoursMinutes(elapsed.data)}</span>
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
  const toggle = useMutation({
    mutationFn: (done: boolean) => setChapterDone(platform, ref, chapter.id, done),
    onSettled: refresh,
  });
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' })}>
      {percentage !== undefined && <span>Capítulo: {percentage}% concluído</span>}
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
