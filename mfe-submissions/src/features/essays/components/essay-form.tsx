import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai/react';
import { useState, type FormEvent } from 'react';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_SIZE_LABEL, usePlatform } from 'shared-contracts';
import { Button, Input, Modal } from 'shared-design-system';
import { useStudentDraft } from 'shared-design-system/area';
import { ESSAY_SENT_MESSAGE, INVALID_FILE_TYPE_MESSAGE, LOAD_FAILURE_MESSAGE } from '../../../constants';
import { SlowUploadNotice, uploadStopMessage, useBoundedUpload } from '../../../lib/bounded-upload';
import { FileField } from '../../../lib/file-field';
import { isAllowedFile, isWithinSizeLimit } from '../../../lib/file-rules';
import { SelectField } from '../../../lib/select-field';
import { TextareaField } from '../../../lib/textarea-field';
import { createEssay, type NewEssay } from '../api/create-essay';
import { ESSAYS_KEY } from '../api/get-essays';
import { institutionsQuery } from '../api/get-institutions';
import { InstitutionContent } from './institution-content';
import {
  EMPTY_ESSAY_DRAFT,
  EMPTY_ESSAY_TEXT,
  essayDraftAtom,
  isEssayText,
  type EssayDraft,
} from '../state/essay-draft-atom';
import { validateEssayDraft, type EssayDraftErrors } from '../state/validate-essay-draft';

/** What the file fields accept: the types and the size limit (MAX_FILE_BYTES). */
const FILE_HINT = `Formatos aceitos: pdf, png, jpg, jpeg e webp. Tamanho máximo: ${MAX_FILE_SIZE_LABEL}.`;

/**
 * The essay submission form (spec 3 §2, §4): fill, validate, confirm in a modal, send (the modal shows the
 * sending state), then the page refreshes the list, goes to the list tab, and the draft is cleared.
 */
export function EssayForm({ onSent }: { onSent: () => void }) {
  const platform = usePlatform();
  // the files live in the area's store (a file cannot be kept across a reload); what the student typed is
  // kept in their own local storage, so a reload or a sign-in round trip after a 401 loses none of it
  const [files, setFiles] = useAtom(essayDraftAtom);
  const [typed, setTyped, clearTyped] = useStudentDraft('essay', EMPTY_ESSAY_TEXT, isEssayText);
  const draft: EssayDraft = { ...typed, file: files.file, proposalFile: files.proposalFile };
  const [errors, setErrors] = useState<EssayDraftErrors>({});
  const [confirming, setConfirming] = useState(false);
  const institutions = useQuery(institutionsQuery(platform.http));
  const queryClient = useQueryClient();
  // a new essay heads the list: the list is fetched again once the server has it
  const create = useMutation({
    mutationFn: ({ essay, cancel }: { essay: NewEssay; cancel: AbortSignal }) =>
      createEssay(platform.http, essay, cancel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ESSAYS_KEY }),
  });
  // bounded by its deadline; after 15 s the student is told and may cancel (issue 11)
  const upload = useBoundedUpload();
  const sending = create.isPending;

  const change = (patch: Partial<EssayDraft>) => {
    const { file, proposalFile, ...text } = patch;
    if (Object.keys(text).length > 0) setTyped({ ...typed, ...text });
    if (file !== undefined || proposalFile !== undefined)
      setFiles((current) => ({
        ...current,
        ...(file !== undefined ? { file } : {}),
        ...(proposalFile !== undefined ? { proposalFile } : {}),
      }));
  };

  const chooseFile = (field: 'file' | 'proposalFile', files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (!isAllowedFile(file)) {
      platform.toast({ kind: 'error', message: INVALID_FILE_TYPE_MESSAGE });
      return;
    }
    if (!isWithinSizeLimit(file)) {
      // the size limit is enforced before sending: the field says why the file was not taken
      setErrors((current) => ({ ...current, [field]: FILE_TOO_LARGE_MESSAGE }));
      return;
    }
    change({ [field]: file });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEssayDraft(draft);
    setErrors(found);
    if (!found.title && !found.file) setConfirming(true);
  };

  const send = async () => {
    if (sending || !draft.file) return;
    const essay: NewEssay = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      institutionId: draft.institutionId,
      file: draft.file,
      proposalFile: draft.proposalFile,
    };
    try {
      await upload.run((cancel) => create.mutateAsync({ essay, cancel }));
      platform.toast({ kind: 'success', message: ESSAY_SENT_MESSAGE });
      setFiles(EMPTY_ESSAY_DRAFT);
      clearTyped();
      setErrors({});
      setConfirming(false);
      onSent();
    } catch (error) {
      // no answer by the deadline, cancelled, or refused: the typed fields and the chosen files stay
      platform.toast(uploadStopMessage(error) ?? { kind: 'error', message: LOAD_FAILURE_MESSAGE });
      setConfirming(false);
    }
  };

  const institutionName = institutions.data?.find((option) => option.value === draft.institutionId)?.label;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Enviar redação"
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        maxWidth: 640,
        paddingTop: theme.space.md,
      })}
    >
      <Input
        label="Título"
        required
        value={draft.title}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextareaField
        label="Descrição (opcional)"
        value={draft.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <SelectField
        label="Instituição"
        value={draft.institutionId}
        disabled={institutions.data === undefined}
        hint={
          institutions.isPending
            ? 'Carregando instituições…'
            : institutions.data === undefined
              ? 'Não foi possível carregar as instituições; você pode enviar sem escolher.'
              : undefined
        }
        onChange={(event) => change({ institutionId: event.target.value })}
      >
        <option value="">Selecione a instituição</option>
        {institutions.data?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {draft.institutionId && <InstitutionContent institutionId={draft.institutionId} />}
      <FileField
        label="Arquivo da redação"
        hint={FILE_HINT}
        error={errors.file}
        onFiles={(files) => chooseFile('file', files)}
      />
      <FileField
        label="Arquivo da proposta (opcional)"
        hint={FILE_HINT}
        error={errors.proposalFile}
        onFiles={(files) => chooseFile('proposalFile', files)}
      />
      {(draft.file || draft.proposalFile) && (
        <ul aria-label="Arquivos selecionados" css={{ margin: 0 }}>
          {draft.file && (
            <li>
              Redação: {draft.file.name}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change({ file: null })}
                aria-label={`Remover o arquivo ${draft.file.name}`}
              >
                Remover
              </Button>
            </li>
          )}
          {draft.proposalFile && (
            <li>
              Proposta: {draft.proposalFile.name}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change({ proposalFile: null })}
                aria-label={`Remover o arquivo ${draft.proposalFile.name}`}
              >
                Remover
              </Button>
            </li>
          )}
        </ul>
      )}
      <div>
        <Button type="submit">Enviar redação</Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => {
          if (!sending) setConfirming(false);
        }}
        title="Confirmar envio da redação"
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
        <p css={{ marginTop: 0 }}>
          Depois de enviada, a redação vai para a fila de correção. Confira os dados:
        </p>
        <dl css={{ margin: 0 }}>
          <dt css={{ fontWeight: 700 }}>Título</dt>
          <dd css={{ margin: '0 0 8px' }}>{draft.title.trim()}</dd>
          {institutionName && (
            <>
              <dt css={{ fontWeight: 700 }}>Instituição</dt>
              <dd css={{ margin: '0 0 8px' }}>{institutionName}</dd>
            </>
          )}
          <dt css={{ fontWeight: 700 }}>Arquivos</dt>
          <dd css={{ margin: 0 }}>
            {[draft.file?.name, draft.proposalFile?.name].filter(Boolean).join(', ')}
          </dd>
        </dl>
      </Modal>
    </form>
  );
}
