import { Download } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type LdiChapter } from 'shared-contracts';
import { Button, Checkbox } from 'shared-design-system';
import { printSelections, selectionPrintsQuery, triggerSelectionPrints } from '../api/print-selections';
import { useReaderDocument } from '../state/reader-context';

/**
 * The my_notebook mode's selection print: the chapter's annotations printed (requested, polled), the prints that
 * are ready listed, and the chosen ones handed to the host's downloads strip as one zip.
 */
export function SelectionPrints({ chapter }: { chapter: LdiChapter }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const queryClient = useQueryClient();
  const prints = useQuery(selectionPrintsQuery(platform, ref.courseId));
  const [chosen, setChosen] = useState<number[]>([]);
  const request = useMutation({
    mutationFn: () => printSelections(platform, 'chapter', chapter.id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: selectionPrintsQuery(platform, ref.courseId).queryKey }),
  });
  const download = useMutation({
    mutationFn: () => triggerSelectionPrints(platform, chosen),
    onSuccess: (file) =>
      platform.bus.emit('download:enqueue', {
        url: file.url,
        name: file.name,
        options: { mimeType: 'application/zip' },
      }),
  });
  const list = prints.data ?? [];
  return (
    <section aria-label="Impressão das marcações" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' })}
      >
        <Button size="sm" variant="secondary" loading={request.isPending} onClick={() => request.mutate()}>
          Imprimir marcações do capítulo
        </Button>
        <span role="status">
          {request.isPending
            ? 'Preparando a impressão das marcações…'
            : request.isSuccess
              ? 'Impressão das marcações pronta.'
              : ''}
        </span>
      </div>
      {request.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível imprimir as marcações.
        </p>
      )}
      {list.length > 0 && (
        <fieldset css={(theme) => ({ display: 'grid', gap: theme.space.xs, margin: 0 })}>
          <legend css={{ fontWeight: 600 }}>Impressões das minhas marcações</legend>
          {list.map((file) => (
            <Checkbox
              key={file.id}
              label={file.name}
              checked={chosen.includes(file.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, file.id] : current.filter((id) => id !== file.id),
                )
              }
            />
          ))}
          <div>
            <Button
              size="sm"
              disabled={chosen.length === 0}
              loading={download.isPending}
              icon={<Download aria-hidden="true" size={16} />}
              onClick={() => download.mutate()}
            >
              Baixar marcações selecionadas (.zip)
            </Button>
          </div>
          {download.isError && (
            <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
              Não foi possível baixar as impressões.
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
