import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FILE_TOO_LARGE_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, usePlatform } from 'shared-contracts';
import { Button, Input } from 'shared-design-system';
import { formatDateTime, formatFileSize, PageSection, safeHref, statusOf } from 'shared-design-system/area';
import { isUploadTimeout, uploadStudyFile } from '../api/upload-study-file';
import {
  STUDY_FILE_ACCEPT,
  STUDY_FILE_HINT,
  STUDY_FILE_REQUIRED_MESSAGE,
  studyFileProblem,
} from '../study-files/study-file-rules';
import { useSentFiles, type SentStudyFile } from '../study-files/use-sent-files';

export const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar o arquivo. Tente novamente.';
export const UPLOAD_TIMEOUT_MESSAGE =
  'O envio demorou demais e foi interrompido. Verifique sua conexão e tente novamente.';

/** What the card says when the upload failed: the size limit (413), too many requests, the deadline, or a retry. */
function failureMessage(error: unknown): string {
  if (isUploadTimeout(error)) return UPLOAD_TIMEOUT_MESSAGE;
  const status = statusOf(error);
  if (status === 413) return FILE_TOO_LARGE_MESSAGE;
  if (status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  return UPLOAD_FAILED_MESSAGE;
}

function SentFileItem({ file }: { file: SentStudyFile }) {
  const href = safeHref(file.url);
  return (
    <li css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'baseline' })}>
      {href ? <a href={href}>{file.name}</a> : <span>{file.name}</span>}
      <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
        ({formatFileSize(file.size)}, enviado em{' '}
        <time dateTime={file.sentAt}>{formatDateTime(file.sentAt)}</time>)
      </span>
    </li>
  );
}

/**
 * 'Meus arquivos': the student sends a study file (a PDF, an image or an office document, up to
 * MAX_FILE_BYTES) with POST /bff/files/upload (multipart `file`, and `goal_id` when they have a goal); the
 * files sent are listed with their links and kept in the student's own storage across reloads.
 */
export function StudyFilesWidget({ goalId, controls }: { goalId: number | null; controls?: ReactNode }) {
  const { http } = usePlatform();
  const [files, addFile] = useSentFiles();
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadStudyFile(http, { file, goalId }),
    onSuccess: (sent) => {
      addFile({ ...sent, sentAt: new Date().toISOString() });
      setChosen(null);
      if (input.current) input.current.value = '';
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    upload.reset();
    const why = file ? studyFileProblem(file) : null;
    setProblem(why);
    if (why) event.target.value = '';
    setChosen(why ? null : file);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const why = chosen ? studyFileProblem(chosen) : STUDY_FILE_REQUIRED_MESSAGE;
    if (why || !chosen) {
      setProblem(why);
      input.current?.focus();
      return;
    }
    upload.mutate(chosen);
  };

  return (
    <PageSection title="Meus arquivos" actions={controls}>
      <form
        noValidate
        onSubmit={send}
        css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}
      >
        <Input
          ref={input}
          type="file"
          label="Arquivo de estudo"
          hint={STUDY_FILE_HINT}
          error={problem ?? undefined}
          accept={STUDY_FILE_ACCEPT}
          disabled={upload.isPending}
          onChange={choose}
        />
        {chosen && (
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
            Arquivo escolhido: {chosen.name} ({formatFileSize(chosen.size)})
          </p>
        )}
        <div>
          <Button type="submit" loading={upload.isPending}>
            {upload.isPending ? 'Enviando…' : 'Enviar arquivo'}
          </Button>
        </div>
        <p role="status" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {upload.isSuccess ? `Arquivo enviado: ${upload.data.name}` : ''}
        </p>
        {upload.isError && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error, fontWeight: 600 })}>
            {failureMessage(upload.error)}
          </p>
        )}
      </form>
      {files.length === 0 ? (
        <p css={{ margin: 0 }}>Você ainda não enviou arquivos.</p>
      ) : (
        <ul
          aria-label="Arquivos enviados"
          css={(theme) => ({ margin: 0, paddingLeft: theme.space.md, display: 'grid', gap: theme.space.xs })}
        >
          {files.map((file) => (
            <SentFileItem key={file.id} file={file} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
