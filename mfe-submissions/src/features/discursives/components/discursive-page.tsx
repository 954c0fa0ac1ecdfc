import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform, type Discursive } from 'shared-contracts';
import { Button, Card, EmptyState, Modal, Skeleton } from 'shared-design-system';
import {
  DISCURSIVE_SENT_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  LOAD_FAILURE_MESSAGE,
  ROUTES,
  SUBMIT_LIMIT_MESSAGE,
  SUBMIT_LIMIT_TAG,
} from '../../../constants';
import { FileField } from '../../../lib/file-field';
import { isAllowedFile } from '../../../lib/file-rules';
import {
  AreaPage,
  CardList,
  formatDate,
  formatDateTime,
  LoadError,
  PageSection,
  readApiError,
} from 'shared-design-system/area';
import { StatusBadge } from '../../../lib/status-badge';
import { discursiveQuery } from '../api/get-discursive';
import { DISCURSIVES_KEY } from '../api/get-discursives';
import { submitDiscursive } from '../api/submit-discursive';
import { isClosed, submissionLimit, submissionsLeft } from '../state/discursive-rules';

/** /discursivas/{slug}: one discursive exam, its submissions and the answer upload. */
export function DiscursivePage() {
  const { slug = '' } = useParams();
  const { http } = usePlatform();
  const discursive = useQuery(discursiveQuery(http, slug));

  if (discursive.data === undefined && discursive.isPending) {
    return (
      <AreaPage title={<Skeleton width={320} />}>
        <Skeleton shape="rect" height={200} />
      </AreaPage>
    );
  }
  if (discursive.data === undefined) {
    return (
      <AreaPage title="Simulado">
        <LoadError
          message={LOAD_FAILURE_MESSAGE}
          retrying={discursive.isFetching}
          onRetry={() => void discursive.refetch()}
        />
      </AreaPage>
    );
  }
  if (discursive.data === null) {
    return (
      <AreaPage title="Simulado não encontrado">
        <EmptyState
          title="Este simulado não existe ou foi removido."
          action={<Link to={ROUTES.discursives}>Ver todos os simulados</Link>}
        />
      </AreaPage>
    );
  }
  return <DiscursiveDetails discursive={discursive.data} />;
}

function DiscursiveDetails({ discursive }: { discursive: Discursive }) {
  const platform = usePlatform();
  const [files, setFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  // a submission changes this exam and its card in the catalogue (count, status): both are fetched again
  const submit = useMutation({
    mutationFn: (chosen: File[]) => submitDiscursive(platform.http, discursive.slug, chosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCURSIVES_KEY }),
  });
  const sending = submit.isPending;
  const closed = isClosed(discursive);
  const left = submissionsLeft(discursive);

  const addFiles = (chosen: File[]) => {
    const allowed = chosen.filter(isAllowedFile);
    if (allowed.length < chosen.length) platform.toast({ kind: 'error', message: INVALID_FILE_TYPE_MESSAGE });
    setFiles((current) => [
      ...current,
      ...allowed.filter((file) => !current.some((c) => c.name === file.name && c.size === file.size)),
    ]);
  };

  const send = async () => {
    if (sending) return;
    try {
      await submit.mutateAsync(files);
      platform.toast({ kind: 'success', message: DISCURSIVE_SENT_MESSAGE });
      setFiles([]);
      setConfirming(false);
    } catch (error) {
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
          Envios usados: {discursive.submissions.length} de {submissionLimit(discursive)}
          {left > 0 ? ` (restam ${left})` : ''}.
        </p>
        <FileField
          label="Arquivos das respostas"
          hint="Formatos aceitos: pdf, png, jpg, jpeg e webp. Você pode escolher vários arquivos."
          multiple
          disabled={closed}
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
          <Button onClick={() => setConfirming(true)} disabled={closed || files.length === 0}>
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
              <li
                key={submission.id}
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space.sm,
                  alignItems: 'center',
                })}
              >
                <strong>Envio {submission.index}</strong>
                <StatusBadge status={submission.status} />
                <span>{formatDate(submission.created_at)}</span>
                <span>{submission.file_names.join(', ')}</span>
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
