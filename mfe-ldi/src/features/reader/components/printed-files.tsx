import { Download } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Button, Checkbox } from 'shared-design-system';
import { printedFilesQuery, zipPrintedFiles } from '../api/print';
import { useReaderDocument } from '../state/reader-context';

/** The downloads mode's PDFs of this course: choose some and get them in one zip in the downloads strip. */
export function PrintedFiles() {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const files = useQuery(printedFilesQuery(platform, ref.courseId));
  const [chosen, setChosen] = useState<number[]>([]);
  const zip = useMutation({
    mutationFn: () => zipPrintedFiles(platform, chosen),
    onSuccess: (file) =>
      platform.bus.emit('download:enqueue', {
        url: file.url,
        name: file.name,
        options: { mimeType: 'application/zip' },
      }),
  });
  const list = files.data ?? [];
  if (list.length === 0) return null;
  return (
    <fieldset css={(theme) => ({ display: 'grid', gap: theme.space.xs, margin: 0 })}>
      <legend css={{ fontWeight: 600 }}>Meus PDFs deste curso</legend>
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
          loading={zip.isPending}
          icon={<Download aria-hidden="true" size={16} />}
          onClick={() => zip.mutate()}
        >
          Baixar selecionados (.zip)
        </Button>
      </div>
      {zip.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível compactar os arquivos.
        </p>
      )}
    </fieldset>
  );
}
