import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_SIZE_LABEL, usePlatform, type Essay } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { ESSAY_SENT_MESSAGE, INVALID_FILE_TYPE_MESSAGE, LOAD_FAILURE_MESSAGE } from '../../../constants';
import { SlowUploadNotice, uploadStopMessage, useBoundedUpload } from '../../../lib/bounded-upload';
import { FileField } from '../../../lib/file-field';
import { isAllowedFile, isWithinSizeLimit } from '../../../lib/file-rules';
import { ESSAYS_KEY } from '../api/get-essays';
import { overwriteEssay } from '../api/overwrite-essay';

/**
 * 'Reenviar redação': a new file for an essay already sent (PUT with status 'on revision'); the list is
 * refreshed after it. A failure, an upload past its deadline or one the student cancelled (offered after
 * 15 s) keeps the dialog and the chosen file.
 */
export function OverwriteEssayDialog({ essay, onClose }: { essay: Essay; onClose: () => void }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const overwrite = useMutation({
    mutationFn: ({ chosen, cancel }: { chosen: File; cancel: AbortSignal }) =>
      overwriteEssay(platform.http, essay, chosen, cancel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ESSAYS_KEY }),
  });
  const upload = useBoundedUpload();

  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    if (!isAllowedFile(chosen)) {
      // an essay file of another type: the spec's toast, as in the essay form (spec 3 §5, §8)
      platform.toast({ kind: 'error', message: INVALID_FILE_TYPE_MESSAGE });
      return;
    }
    if (!isWithinSizeLimit(chosen)) return setError(FILE_TOO_LARGE_MESSAGE);
    setError(null);
    setFile(chosen);
  };

  const send = async () => {
    if (!file) {
      setError('Escolha o novo arquivo da redação.');
      return;
    }
    try {
      await upload.run((cancel) => overwrite.mutateAsync({ chosen: file, cancel }));
      platform.toast({ kind: 'success', message: ESSAY_SENT_MESSAGE });
      onClose();
    } catch (error) {
      platform.toast(uploadStopMessage(error) ?? { kind: 'error', message: LOAD_FAILURE_MESSAGE });
    }
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!overwrite.isPending) onClose();
      }}
      title={`Reenviar a redação “${essay.title}”`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={overwrite.isPending}>
            Cancelar
          </Button>
          <Button onClick={() => void send()} loading={overwrite.isPending}>
            {overwrite.isPending ? 'Enviando…' : 'Reenviar para correção'}
          </Button>
          <SlowUploadNotice upload={upload} />
        </>
      }
    >
      {essay.status === 'has error' && essay.error_details && (
        <p css={{ marginTop: 0 }}>
          Motivo apontado pela correção: <strong>{essay.error_details}</strong>
        </p>
      )}
      <p css={{ marginTop: 0 }}>
        O novo arquivo substitui <strong>{essay.file_name}</strong> e a redação volta para a fila de correção.
      </p>
      <FileField
        label="Novo arquivo da redação"
        hint={`Formatos aceitos: pdf, png, jpg, jpeg e webp. Tamanho máximo: ${MAX_FILE_SIZE_LABEL}.`}
        error={error}
        onFiles={choose}
      />
      {file && <p css={{ marginBottom: 0 }}>Arquivo escolhido: {file.name}</p>}
    </Modal>
  );
}
