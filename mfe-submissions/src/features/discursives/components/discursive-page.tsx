import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_SIZE_LABEL,
  usePlatform,
  type Discursive,
  type DiscursiveSubmission,
} from 'shared-contracts';
import { Button, Card, Modal, Skeleton } from 'shared-design-system';
import {
  ANSWER_FILES_ADDED_MESSAGE,
  DISCURSIVE_SENT_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  LOAD_FAILURE_MESSAGE,
  ROUTES,
  SUBMIT_LIMIT_MESSAGE,
  SUBMIT_LIMIT_TAG,
} from '../../../constants';
import { SlowUploadNotice, uploadStopMessage, useBoundedUpload } from '../../../lib/bounded-upload';
import { FileField } from '../../../lib/file-field';
import { isAllowedFile, isWithinSizeLimit } from '../../../lib/file-rules';
import {
  AreaPage,
  CardList,
  formatDate,
  formatDateTime,
  ItemQueryPage,
  PageSection,
  readApiError,
} from 'shared-design-system/area';
import { StatusBadge } from '../../../lib/status-badge';
import { addAnswerFiles } from '../api/add-answer-files';
import { discursiveQuery } from '../api/get-discursive';
import { discursiveStudentQuery } from '../api/get-discursive-student';
import { DISCURSIVES_KEY } from '../api/get-discursives';
import { submitDiscursive } from '../api/submit-discursive';
import { isClosed, submissionLimit, submissionsLeft } from '../state/discursive-rules';

/**
 * /discursivas/{slug}: one discursive exam, its submissions and the answer upload. A load failure is also
 * announced as a toast (spec 3 §8); a missing exam (404) is an answer, not a failure.
 */
export function DiscursivePage() {
  const { slug = '' } = useParams();
  const platform = usePlatform();
  const discursive = useQuery(discursiveQuery(platform.http, slug));
  const failed = discursive.isError && discursive.data === undefined;
  useEffect(() => {
    if (failed) platform.toast({ kind: 'error', message: LOAD_FAILURE_MESSAGE });
  }, [failed, platform]);
  return (
    <ItemQueryPage
      query={discursive}
      skeleton={<Skeleton shape="rect" height={200} />}
      errorTitle="Simulado"
      errorMessage={LOAD_FAILURE_MESSAGE}
      notFound={{
        title: 'Simulado não encontrado',
        text: 'Este simulado não existe ou foi removido.',
        action: <Link to={ROUTES.discursives}>Ver todos os simulados</Link>,
      }}
    >
      {(found) => <DiscursiveDetails discursive={found} />}
    </ItemQueryPage>
  );
}

function DiscursiveDetails({ discursive }: { discursive: Discursive }) {
  const platform = usePlatform();
  const [files, setFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  // a submission changes this exam and its card in the catalogue (count, status): both are fetched again
  const submit = useMutation({
    mutationFn: ({ chosen, cancel }: { chosen: File[]; cancel: AbortSignal }) =>
      submitDiscursive(platform.http, discursive.slug, chosen, cancel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCURSIVES_KEY }),
  });
  // bounded by its deadline; after 15 s the student is told and may cancel (issue 11)
  const upload = useBoundedUpload();
  const sending = submit.isPending;
  const closed = isClosed(discursive);
  // the student's own limit (GET discursive-student/{id}); the exam's numbers until it answers or if it fails
  const student = useQuery(discursiveStudentQuery(platform.http, discursive.id));
  const limits = student.data
    ? {
        additional_submission_limit: student.data.additional_submission_limit,
        submissions: discursive.submissions,
      }
    : discursive;
  const left = submissionsLeft(limits);
  // only the student's own limit closes the form; without it the server decides (and says so)
  const exhausted = student.data !== undefined && left === 0;

  const addFiles = (chosen: File[]) => {
    const allowed = acceptFiles(chosen, platform.toast);
    setFiles((current) => [
      ...current,
      ...allowed.filter((file) => !current.some((c) => c.name === file.name && c.size === file.size)),
    ]);
  };

  const send = async () => {
    if (sending) return;
    try {
      await upload.run((cancel) => submit.mutateAsync({ chosen: files, cancel }));
      platform.toast({ kind: 'success', message: DISCURSIVE_SENT_MESSAGE });
      setFiles([]);
      setConfirming(false);
    } catch (error) {
      // no answer by the deadline or cancelled: the chosen files stay, to be sent again
      const stopped = uploadStopMessage(error);
      if (stopped) {
        platform.toast(stopped);
        setConfirming(false);
        return;
      }
      const { tag } = await readApiError(error);
      platform.toast({
        kind: 'error',
        message: tag === SUBMIT_LIMIT_TAG ? SUBMIT_LIMIT_MESSAGE : LOAD_FAILURE_MESSAGE,
      });
      setConfirming(false);
    }
  };

  return (
    <AreaPage
      title={discursive.name}
      intro={
        discursive.authors.length > 0
          ? `Por ${discursive.authors.map((a) => a.author_name).join(', ')}`
          : undefined
      }
    >
      <Link to={ROUTES.discursives}>{platform.vertical.wording.discursives}</Link>
      {discursive.description && <p css={{ margin: 0 }}>{discursive.description}</p>}
      <p css={{ margin: 0 }}>
        {closed
          ? `O prazo de envio terminou em ${formatDateTime(discursive.available_until)}.`
          : `Envie suas respostas até ${formatDateTime(discursive.available_until)}.`}
      </p>

      <Card title="Enviar respostas" as="section" headingLevel={2}>
        <p css={{ margin: 0 }}>
          Envios usados: {discursive.submissions.length} de {submissionLimit(limits)}
          {left > 0 ? ` (restam ${left})` : ''}.
        </p>
        <FileField
          label="Arquivos das respostas"
          hint={`Formatos aceitos: pdf, png, jpg, jpeg e webp, até ${MAX_FILE_SIZE_LABEL} cada. Você pode escolher vários arquivos.`}
          multiple
          disabled={closed || exhausted}
          onFiles={addFiles}
        />
        {files.length > 0 && (
          <ul aria-label="Arquivos selecionados" css={{ margin: 0 }}>
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name}{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setFiles((current) => current.filter((c) => c !== file))}
                  aria-label={`Remover o arquivo ${file.name}`}
                >
                  Remover
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button onClick={() => setConfirming(true)} disabled={closed || exhausted || files.length === 0}>
            Enviar para correção
          </Button>
        </div>
      </Card>

      <PageSection title="Meus envios">
        {discursive.submissions.length === 0 ? (
          <p css={{ margin: 0 }}>Você ainda não enviou respostas para este simulado.</p>
        ) : (
          <CardList label="Meus envios">
            {discursive.submissions.map((submission) => (
              <li key={submission.id}>
                <SubmissionItem discursive={discursive} submission={submission} closed={closed} />
              </li>
            ))}
          </CardList>
        )}
      </PageSection>

      <Modal
        open={confirming}
        onClose={() => {
          if (!sending) setConfirming(false);
        }}
        title="Confirmar envio das respostas"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={sending}>
              Cancelar
            </Button>
            <Button onClick={() => void send()} loading={sending}>
              {sending ? 'Enviando…' : 'Confirmar envio'}
            </Button>
            <SlowUploadNotice upload={upload} />
          </>
        }
      >
        <p css={{ marginTop: 0 }}>Estes arquivos vão para correção:</p>
        <ul>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      </Modal>
    </AreaPage>
  );
}

/** The allowed files of a choice; the others are refused with a toast saying why (type or size). */
function acceptFiles(chosen: File[], toast: ReturnType<typeof usePlatform>['toast']): File[] {
  const typed = chosen.filter(isAllowedFile);
  if (typed.length < chosen.length) toast({ kind: 'error', message: INVALID_FILE_TYPE_MESSAGE });
  const sized = typed.filter(isWithinSizeLimit);
  if (sized.length < typed.length) toast({ kind: 'error', message: FILE_TOO_LARGE_MESSAGE });
  return sized;
}

/**
 * One submission: its status, date and files, and (while the exam is open and the submission not yet
 * corrected) more answer files added to it (PUT .../submission/{id}/answerFiles).
 */
function SubmissionItem({
  discursive,
  submission,
  closed,
}: {
  discursive: Discursive;
  submission: DiscursiveSubmission;
  closed: boolean;
}) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: ({ chosen, cancel }: { chosen: File[]; cancel: AbortSignal }) =>
      addAnswerFiles(platform.http, discursive.slug, submission.id, chosen, cancel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCURSIVES_KEY }),
  });
  const upload = useBoundedUpload();
  const canAdd = !closed && submission.status !== 'revised';

  const addFiles = async (chosen: File[]) => {
    const allowed = acceptFiles(chosen, platform.toast);
    if (allowed.length === 0) return;
    try {
      await upload.run((cancel) => add.mutateAsync({ chosen: allowed, cancel }));
      platform.toast({ kind: 'success', message: ANSWER_FILES_ADDED_MESSAGE });
    } catch (error) {
      platform.toast(uploadStopMessage(error) ?? { kind: 'error', message: LOAD_FAILURE_MESSAGE });
    }
  };

  return (
    <article
      aria-label={`Envio ${submission.index}`}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}
    >
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' })}
      >
        <strong>Envio {submission.index}</strong>
        <StatusBadge status={submission.status} />
        <span>{formatDate(submission.created_at)}</span>
        <span>{submission.file_names.join(', ')}</span>
      </div>
      {canAdd && (
        <FileField
          label={`Adicionar arquivos ao envio ${submission.index}`}
          multiple
          disabled={add.isPending}
          hint={add.isPending ? 'Enviando arquivos…' : undefined}
          onFiles={(chosen) => void addFiles(chosen)}
        />
      )}
      {canAdd && <SlowUploadNotice upload={upload} />}
    </article>
  );
}
