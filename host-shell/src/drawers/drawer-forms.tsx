import { useEffect, useId, useState, type ReactNode } from 'react';
import type { DrawerRequest, EventName, FolderItem, ItemEventPayload } from 'shared-contracts';
import {
  EXAM_DURATION_DEFAULT_S,
  EXAM_EDIT_DURATION_DEFAULT_MIN,
  ROOT_FOLDER_PATH,
  usePlatform,
} from 'shared-contracts';
import { Button, Checkbox, Drawer, Input } from 'shared-design-system';
import * as api from './drawer-api';
import {
  CREATE_ERROR,
  EDIT_EXAM_ERROR,
  EXAM_DETAILS_ERROR,
  EXAM_DETAILS_PENDING,
  GENERIC_ERROR,
  MISSING_QUESTION_IDS,
  NO_DUPLICATE_OPTIONS,
  UPDATE_ERROR,
  canRename,
  canSubmitName,
  childFolderPath,
  drawerDraftKey,
  duplicateExamErrorMessage,
  duplicateName,
  duplicateNote,
  isCleanName,
  isShared,
  parentPath,
  parseQuestionIds,
  shareLink,
  sourceNotebookId,
  type DuplicateOptions,
} from './drawer-rules';
import { DurationControl, FormFooter, NameField, Note, SaveIn } from './drawer-parts';
import { useDrawerDraft } from './use-drawer-draft';

export interface DrawerFormProps {
  request: DrawerRequest;
  /** closes every drawer */
  onClose: () => void;
}

type Api = ReturnType<typeof usePlatform>['http']['api'];

interface SubmitPlan {
  /** the call; its answer gives the id of a created item */
  run: (http: Api) => Promise<unknown>;
  event: EventName;
  payload: (answer: unknown) => ItemEventPayload;
  /** after success, before closing: forgets the student's draft (a failure keeps it) */
  saved?: () => void;
  /** the toast of a failure; default by the call's answer */
  errorMessage: (thrown: unknown) => Promise<string>;
}

/** idle → loading on submit; success emits the catalogue event and closes; failure ends loading with a toast. */
function useSubmit(onClose: () => void) {
  const platform = usePlatform();
  const [loading, setLoading] = useState(false);
  const submit = async (plan: SubmitPlan) => {
    if (loading) return;
    setLoading(true);
    try {
      const answer = await plan.run(platform.http.api);
      platform.bus.emit(plan.event, plan.payload(answer) as never);
      plan.saved?.();
      setLoading(false);
      onClose();
    } catch (thrown) {
      setLoading(false);
      platform.toast({ kind: 'error', message: await plan.errorMessage(thrown) });
    }
  };
  return { loading, submit };
}

const fixed = (message: string) => () => Promise.resolve(message);

function FormDrawer({
  title,
  submitLabel,
  loading,
  disabled,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  loading: boolean;
  disabled: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Drawer
      open
      onClose={onClose}
      title={title}
      footer={
        <FormFooter
          formId={formId}
          submitLabel={submitLabel}
          loading={loading}
          disabled={disabled}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled && !loading) onSubmit();
        }}
      >
        {children}
      </form>
    </Drawer>
  );
}

function requireItem(request: DrawerRequest): FolderItem {
  if (!request.item) throw new Error(`a gaveta ${request.kind} precisa de um item`);
  return request.item;
}

const isExam = (item: FolderItem) => item.tag.endsWith('STUDENT_EXAM');

/** Create notebook / create folder: a name (the student's draft until created) and 'Salvar em:'. */
export function CreateDrawer({ request, onClose }: DrawerFormProps) {
  const { vertical } = usePlatform();
  const folder = request.kind === 'create-folder';
  const [name, setName, forgetName] = useDrawerDraft(drawerDraftKey(request), '', isCleanName);
  const [path, setPath] = useState(request.path ?? ROOT_FOLDER_PATH);
  const { loading, submit } = useSubmit(onClose);
  const noun = folder ? 'pasta' : vertical.wording.notebook.toLowerCase();
  return (
    <FormDrawer
      title={folder ? 'Criar pasta' : `Criar ${noun}`}
      submitLabel="Criar"
      loading={loading}
      disabled={!canSubmitName(name, loading)}
      onClose={onClose}
      onSubmit={() =>
        void submit({
          run: (http) =>
            folder
              ? api.createFolder(http, childFolderPath(path, name), name.trim())
              : api.createNotebook(
                  http,
                  name.trim(),
                  path,
                  request.filters ? { filters: request.filters, ...countsOf(request) } : undefined,
                ),
          event: folder ? 'folder-created' : 'notebook-created',
          payload: (answer) => ({ id: api.idOf(answer) ?? 0, name: name.trim(), path }),
          saved: forgetName,
          errorMessage: fixed(CREATE_ERROR),
        })
      }
    >
      <NameField label={folder ? 'Nome da pasta' : `Nome do ${noun}`} value={name} onChange={setName} />
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

/** Edit notebook / edit folder: rename (when allowed) and move. */
export function EditDrawer({ request, onClose }: DrawerFormProps) {
  const platform = usePlatform();
  const item = requireItem(request);
  const folder = item.tag === 'FOLDER';
  const renamable = canRename(item, platform.session.getUser()?.id ?? null);
  const [name, setName] = useState(item.name);
  const [path, setPath] = useState(folder ? parentPath(item.path) : item.path);
  const { loading, submit } = useSubmit(onClose);
  return (
    <FormDrawer
      title={folder ? 'Editar pasta' : `Editar ${platform.vertical.wording.notebook.toLowerCase()}`}
      submitLabel="Salvar"
      loading={loading}
      disabled={!canSubmitName(name, loading)}
      onClose={onClose}
      onSubmit={() =>
        void submit({
          run: (http) =>
            folder
              ? api.updateFolder(http, item.id, { name: name.trim(), path })
              : api.updateNotebook(http, item.id, renamable ? name.trim() : undefined, path),
          event: folder ? 'folder-updated' : 'notebook-updated',
          payload: () => ({ id: item.id, name: name.trim(), path }),
          errorMessage: fixed(UPDATE_ERROR),
        })
      }
    >
      <NameField label="Nome" value={name} onChange={setName} disabled={!renamable} />
      {!renamable && <Note>Itens compartilhados não podem ser renomeados; só a pasta pode mudar.</Note>}
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

/** Change folder location of any item (shared ones too: the location is all they may change). */
export function ChangeLocationDrawer({ request, onClose }: DrawerFormProps) {
  const item = requireItem(request);
  const folder = item.tag === 'FOLDER';
  const [path, setPath] = useState(folder ? parentPath(item.path) : item.path);
  const { loading, submit } = useSubmit(onClose);
  return (
    <FormDrawer
      title="Alterar local"
      submitLabel="Mover"
      loading={loading}
      disabled={loading}
      onClose={onClose}
      onSubmit={() =>
        void submit({
          run: (http) =>
            folder
              ? api.updateFolder(http, item.id, { path })
              : isExam(item)
                ? api.moveExam(http, item.id, path)
                : api.moveNotebook(http, item.id, path),
          event: folder ? 'folder-updated' : isExam(item) ? 'exams-updated' : 'notebook-updated',
          payload: () => ({ id: item.id, name: item.name, path }),
          errorMessage: fixed(UPDATE_ERROR),
        })
      }
    >
      <p css={{ fontWeight: 600 }}>{item.name}</p>
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

/** Duplicate notebook: 'Cópia de ' + name (the student's draft until duplicated), and where to save it. */
export function DuplicateNotebookDrawer({ request, onClose }: DrawerFormProps) {
  const platform = usePlatform();
  const item = requireItem(request);
  const [name, setName, forgetName] = useDrawerDraft(
    drawerDraftKey(request),
    duplicateName(item.name),
    isCleanName,
  );
  const [path, setPath] = useState(item.path);
  const { loading, submit } = useSubmit(onClose);
  return (
    <FormDrawer
      title={`Duplicar ${platform.vertical.wording.notebook.toLowerCase()}`}
      submitLabel="Duplicar"
      loading={loading}
      disabled={!canSubmitName(name, loading)}
      onClose={onClose}
      onSubmit={() =>
        void submit({
          run: (http) => api.copyNotebook(http, item.id, name.trim(), path),
          event: 'notebook-duplicated',
          payload: (answer) => ({ id: api.idOf(answer) ?? item.id, name: name.trim(), path }),
          saved: forgetName,
          errorMessage: fixed(CREATE_ERROR),
        })
      }
    >
      <NameField label="Nome da cópia" value={name} onChange={setName} />
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

function countsOf(request: DrawerRequest): { counts?: Record<string, unknown> } {
  const counts = request.data?.counts;
  return typeof counts === 'object' && counts !== null ? { counts: counts as Record<string, unknown> } : {};
}

/**
 * Create exam: name (the student's draft until created), duration (3600 s to start) and where to save it;
 * from a notebook when given one.
 */
export function CreateExamDrawer({ request, onClose }: DrawerFormProps) {
  const [name, setName, forgetName] = useDrawerDraft(drawerDraftKey(request), '', isCleanName);
  const [path, setPath] = useState(request.path ?? ROOT_FOLDER_PATH);
  const [duration, setDuration] = useState(EXAM_DURATION_DEFAULT_S);
  const { loading, submit } = useSubmit(onClose);
  const notebookId = sourceNotebookId(request);
  return (
    <FormDrawer
      title="Criar simulado"
      submitLabel="Criar"
      loading={loading}
      disabled={!canSubmitName(name, loading)}
      onClose={onClose}
      onSubmit={() =>
        void submit({
          run: (http) =>
            notebookId === undefined
              ? api.createExam(http, {
                  name: name.trim(),
                  path,
                  duration,
                  // from the question selection: the exam gets the questions the filters find
                  ...(request.filters ? { filters: request.filters, ...countsOf(request) } : {}),
                })
              : api.createExamFromNotebook(http, {
                  notebook_id: notebookId,
                  name: name.trim(),
                  duration,
                  path,
                }),
          event: 'exams-created',
          payload: (answer) => ({ id: api.idOf(answer) ?? 0, name: name.trim(), path }),
          saved: forgetName,
          errorMessage: fixed(CREATE_ERROR),
        })
      }
    >
      <NameField label="Nome do simulado" value={name} onChange={setName} />
      <DurationControl value={duration} onChange={setDuration} />
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

/**
 * Edit exam: the duration starts unknown and is loaded (60 minutes and a toast on failure); saving before
 * it arrives only says to wait. Shared exams keep their name and duration.
 */
export function EditExamDrawer({ request, onClose }: DrawerFormProps) {
  const platform = usePlatform();
  const item = requireItem(request);
  const shared = isShared(item);
  const [name, setName] = useState(item.name);
  const [path, setPath] = useState(item.path);
  const [duration, setDuration] = useState<number | null>(null);
  const { loading, submit } = useSubmit(onClose);

  useEffect(() => {
    let live = true;
    api
      .getExamDuration(platform.http.api, item.id)
      .then((seconds) => live && setDuration(seconds))
      .catch(() => {
        if (!live) return;
        setDuration(EXAM_EDIT_DURATION_DEFAULT_MIN * 60);
        platform.toast({ kind: 'warning', message: EXAM_DETAILS_ERROR });
      });
    return () => {
      live = false;
    };
  }, [platform, item.id]);

  return (
    <FormDrawer
      title="Editar simulado"
      submitLabel="Salvar"
      loading={loading}
      disabled={!canSubmitName(name, loading)}
      onClose={onClose}
      onSubmit={() => {
        if (duration === null) {
          platform.toast({ kind: 'info', message: EXAM_DETAILS_PENDING });
          return;
        }
        void submit({
          run: (http) =>
            api.updateExam(http, item.id, {
              path,
              ...(shared ? {} : { name: name.trim(), duration }),
            }),
          event: 'exams-updated',
          payload: () => ({ id: item.id, name: name.trim(), path }),
          errorMessage: fixed(EDIT_EXAM_ERROR),
        });
      }}
    >
      <NameField label="Nome do simulado" value={name} onChange={setName} disabled={shared} />
      {duration === null ? (
        <p role="status">Carregando duração...</p>
      ) : (
        <DurationControl value={duration} onChange={setDuration} disabled={shared} />
      )}
      {shared && <Note>Simulados compartilhados só podem mudar de pasta.</Note>}
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

const OPTION_LABELS: Record<keyof DuplicateOptions, string> = {
  wrong_answers: 'Questões que errei',
  correct_answers: 'Questões que acertei',
  not_answered: 'Questões não respondidas',
};

/**
 * Duplicate exam: 'Cópia de ' + name (the student's draft until duplicated), which questions to keep (with
 * the note), where to save.
 */
export function DuplicateExamDrawer({ request, onClose }: DrawerFormProps) {
  const item = requireItem(request);
  const [name, setName, forgetName] = useDrawerDraft(
    drawerDraftKey(request),
    duplicateName(item.name),
    isCleanName,
  );
  const [path, setPath] = useState(item.path);
  const [options, setOptions] = useState<DuplicateOptions>(NO_DUPLICATE_OPTIONS);
  const { loading, submit } = useSubmit(onClose);
  return (
    <FormDrawer
      title="Duplicar simulado"
      submitLabel="Duplicar"
      loading={loading}
      disabled={!canSubmitName(name, loading)}
      onClose={onClose}
      onSubmit={() =>
        void submit({
          run: (http) => api.copyExam(http, item.id, name.trim(), path, options),
          event: 'exam-duplicated',
          payload: (answer) => ({ id: api.idOf(answer) ?? item.id, name: name.trim(), path }),
          saved: forgetName,
          errorMessage: async (thrown) => duplicateExamErrorMessage(await api.describeError(thrown)),
        })
      }
    >
      <NameField label="Nome da cópia" value={name} onChange={setName} />
      <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600 }}>Manter apenas</legend>
        {(Object.keys(OPTION_LABELS) as (keyof DuplicateOptions)[]).map((key) => (
          <Checkbox
            key={key}
            label={OPTION_LABELS[key]}
            checked={options[key]}
            onChange={(event) => setOptions({ ...options, [key]: event.target.checked })}
          />
        ))}
      </fieldset>
      <Note>{duplicateNote(options)}</Note>
      <SaveIn path={path} onChange={setPath} />
    </FormDrawer>
  );
}

/** Share: the link of the notebook or exam, with a copy button. */
export function ShareDrawer({ request, onClose }: DrawerFormProps) {
  const platform = usePlatform();
  const item = requireItem(request);
  const link = shareLink(window.location.origin, item);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      platform.toast({ kind: 'success', message: 'Link copiado.' });
    } catch {
      platform.toast({ kind: 'error', message: 'Não foi possível copiar; selecione o link e copie.' });
    }
  };
  return (
    <Drawer
      open
      onClose={onClose}
      title={`Compartilhar ${isExam(item) ? 'simulado' : platform.vertical.wording.notebook.toLowerCase()}`}
      footer={
        <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm })}>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button onClick={() => void copy()}>Copiar link</Button>
        </div>
      }
    >
      <p>{item.name}</p>
      <Input
        label="Link para compartilhar"
        value={link}
        readOnly
        onFocus={(event) => event.target.select()}
      />
    </Drawer>
  );
}

/** Add questions by ID to a notebook or an exam; the typed IDs are the student's draft until added. */
export function AddQuestionsDrawer({ request, onClose }: DrawerFormProps) {
  const item = requireItem(request);
  const [text, setText, forgetText] = useDrawerDraft(drawerDraftKey(request), '');
  const [error, setError] = useState<string | null>(null);
  const { loading, submit } = useSubmit(onClose);
  return (
    <FormDrawer
      title="Adicionar questões por ID"
      submitLabel="Adicionar"
      loading={loading}
      disabled={loading}
      onClose={onClose}
      onSubmit={() => {
        const ids = parseQuestionIds(text);
        if (ids.length === 0) {
          setError(MISSING_QUESTION_IDS);
          return;
        }
        setError(null);
        void submit({
          run: (http) =>
            isExam(item)
              ? api.addQuestionsToExam(http, item.id, ids)
              : api.addQuestionsToNotebook(http, item.id, ids),
          event: isExam(item) ? 'exams-updated' : 'notebook-updated',
          payload: () => ({ id: item.id, name: item.name, path: item.path }),
          saved: forgetText,
          errorMessage: fixed(GENERIC_ERROR),
        });
      }}
    >
      <p>{item.name}</p>
      <Input
        label="IDs das questões"
        hint="Separe os IDs por ponto e vírgula (;)"
        value={text}
        error={error ?? undefined}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
    </FormDrawer>
  );
}
