import { Download } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type LdiChapter } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { LDI_PATH, PRINT_CHAPTER_PARAM, PRINT_COURSE_PARAM } from '../../../constants';
import { printChapters, printedFilesQuery } from '../api/print';
import { useReaderDocument } from '../state/reader-context';

/**
 * The chapter's PDF (user request, polled, then downloaded through the host's downloads strip with
 * download:enqueue) and a link to its print view.
 */
export function PrintChapterButton({ chapter }: { chapter: LdiChapter }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const queryClient = useQueryClient();
  const print = useMutation({
    mutationFn: () => printChapters(platform, ref.courseId, [chapter.id]),
    onSuccess: (file) => {
      platform.bus.emit('download:enqueue', {
        url: file.url,
        name: file.name,
        options: { mimeType: 'application/pdf' },
      });
      return queryClient.invalidateQueries({ queryKey: printedFilesQuery(platform, ref.courseId).queryKey });
    },
  });
  const printView = `${LDI_PATH}/print?${PRINT_COURSE_PARAM}=${ref.courseId}&${PRINT_CHAPTER_PARAM}=${chapter.id}`;
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' })}>
      <Button
        size="sm"
        variant="secondary"
        loading={print.isPending}
        icon={<Download aria-hidden="true" size={16} />}
        onClick={() => print.mutate()}
      >
        Baixar capítulo em PDF
      </Button>
      <a href={printView} css={(theme) => ({ color: theme.colors.primary })}>
        Versão para impressão
      </a>
      <span role="status">
        {print.isPending
          ? 'Preparando o PDF do capítulo…'
          : print.isSuccess
            ? 'PDF enviado para Downloads.'
            : ''}
      </span>
      {print.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível gerar o PDF do capítulo.
        </p>
      )}
    </div>
  );
}
