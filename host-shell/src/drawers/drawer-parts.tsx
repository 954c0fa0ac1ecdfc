import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import {
  BREADCRUMB_SEGMENT_MAX,
  LIST_NAME_MAX,
  NAME_MAX_LENGTH,
  NAME_MAX_LENGTH_HINT,
  ROOT_FOLDER_PATH,
} from 'shared-contracts';
import type { FolderListingItem } from 'shared-contracts';
import { Breadcrumb, Button, Drawer, Input, truncate } from 'shared-design-system';
import { createFolder, idOf, listFolders } from './drawer-api';
import {
  CREATE_ERROR,
  canDecreaseDuration,
  canSubmitName,
  childFolderPath,
  decreaseDuration,
  formatDuration,
  increaseDuration,
  pathLabels,
  removedCharactersNote,
  removedFromName,
  sanitizeName,
  spokenDuration,
} from './drawer-rules';

/**
 * Closes every open drawer; the folder picker opens over a form drawer, and its overlay closes both
 * (spec 1 §4: an overlay click closes all drawers). Escape and its close button close the picker alone.
 */
export const CloseAllDrawers = createContext<(() => void) | null>(null);

/** Root label of the folder trail. */
export const ROOT_LABEL = 'Início';

/**
 * A name field with the spec's rules: sanitised while typing, 100 characters, the hint below it. Characters
 * it drops are named in a note tied to the field (spoken once, as a status), so nothing vanishes unexplained;
 * the note stays until the field is emptied.
 */
export function NameField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const noteId = useId();
  const [removed, setRemoved] = useState('');
  return (
    <>
      <Input
        label={label}
        value={value}
        hint={NAME_MAX_LENGTH_HINT}
        maxLength={NAME_MAX_LENGTH}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={removed ? noteId : undefined}
        onChange={(event) => {
          const next = sanitizeName(event.target.value);
          const dropped = removedFromName(event.target.value);
          if (next === '') setRemoved('');
          else if (dropped) setRemoved((before) => [...new Set(before + dropped)].join(''));
          onChange(next);
        }}
      />
      {/* in the page before anything is removed, so the note is announced when it appears */}
      <div role="status">
        {removed && (
          <p
            id={noteId}
            css={(theme) => ({
              marginTop: -theme.space.sm,
              marginBottom: theme.space.md,
              fontSize: theme.fontSizes.sm,
              color: theme.colors.text,
            })}
          >
            {removedCharactersNote(removed)}
          </p>
        )}
      </div>
    </>
  );
}

/** The footer of a form drawer: 'Cancelar' and the submit button (spinner while loading). */
export function FormFooter({
  formId,
  submitLabel,
  loading,
  disabled,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  loading: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm })}>
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

function trail(path: string, onSelect?: (path: string) => void) {
  const labels = pathLabels(path);
  const segments = [ROOT_LABEL, ...labels];
  return segments.map((label, index) => {
    const target = path
      .split('.')
      .slice(0, index + 1)
      .join('.');
    return onSelect && index < segments.length - 1 ? { label, onSelect: () => onSelect(target) } : { label };
  });
}

/** 'Salvar em:' with the chosen folder's trail and 'Trocar', which opens the folder picker. */
export function SaveIn({ path, onChange }: { path: string; onChange: (path: string) => void }) {
  const [picking, setPicking] = useState(false);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md })}>
      <span css={{ fontWeight: 600 }}>Salvar em:</span>
      <div
        css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' })}
      >
        <Breadcrumb label="Pasta escolhida" segments={trail(path)} maxLength={BREADCRUMB_SEGMENT_MAX} />
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          Trocar
        </Button>
      </div>
      {picking && (
        <FolderPicker
          initialPath={path}
          onCancel={() => setPicking(false)}
          onSelect={(chosen) => {
            onChange(chosen);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/**
 * The 'Salvar em:' folder picker: the folders of one place (type FOLDER, up to 1000), a trail to go back,
 * 'Criar nova pasta' with a name field, 'Cancelar' and 'Selecionar'. A failed load shows no folders.
 */
export function FolderPicker({
  initialPath = ROOT_FOLDER_PATH,
  onCancel,
  onSelect,
}: {
  initialPath?: string;
  onCancel: () => void;
  onSelect: (path: string) => void;
}) {
  const { http, bus, toast } = usePlatform();
  const closeAll = useContext(CloseAllDrawers);
  const [path, setPath] = useState(initialPath);
  const [folders, setFolders] = useState<FolderListingItem[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    setFolders(null);
    listFolders(http.api, path)
      .then((items) => live && setFolders(items))
      // spec 1 §8: a folder load failure is ignored silently
      .catch(() => live && setFolders([]));
    return () => {
      live = false;
    };
  }, [http, path, reload]);

  const create = async () => {
    if (!canSubmitName(name, saving)) return;
    setSaving(true);
    try {
      const answer = await createFolder(http.api, childFolderPath(path, name), name.trim());
      // as the create-folder drawer does (spec 1 §4), so open listings refresh
      bus.emit('folder-created', { id: idOf(answer) ?? 0, name: name.trim(), path });
      setCreating(false);
      setName('');
      setReload((n) => n + 1);
    } catch {
      // spec 1 §8; the picker stays usable and the student may try another name
      toast({ kind: 'error', message: CREATE_ERROR });
    } finally {
      setSaving(false);
    }
  };

  return (
    // Escape and its close button close the picker alone (the form underneath keeps what the student
    // typed); its overlay closes every drawer (spec 1 §4)
    <Drawer
      open
      onClose={onCancel}
      onOverlayClick={closeAll ?? onCancel}
      title="Salvar em:"
      footer={
        <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm })}>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={() => onSelect(path)}>Selecionar</Button>
        </div>
      }
    >
      <Breadcrumb label="Pasta atual" segments={trail(path, setPath)} maxLength={BREADCRUMB_SEGMENT_MAX} />
      {folders === null ? (
        <p role="status">Carregando pastas...</p>
      ) : folders.length === 0 ? (
        <p>Nenhuma pasta aqui.</p>
      ) : (
        <ul aria-label="Pastas" css={{ listStyle: 'none', padding: 0 }}>
          {folders.map((folder) => (
            <li key={folder.id}>
              <Button variant="ghost" title={folder.name} onClick={() => setPath(folder.path)}>
                {truncate(folder.name, LIST_NAME_MAX)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <NameField label="Nome da nova pasta" value={name} onChange={setName} />
          <Button type="submit" loading={saving} disabled={!canSubmitName(name, saving)}>
            Criar pasta
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setCreating(true)}>
          Criar nova pasta
        </Button>
      )}
    </Drawer>
  );
}

/** Exam duration: 15-minute steps, never below 15 minutes, shown in hours and minutes. */
export function DurationControl({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (seconds: number) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label="Duração do simulado" css={(theme) => ({ marginBottom: theme.space.md })}>
      <span css={{ fontWeight: 600 }}>Duração</span>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Diminuir 15 minutos"
          disabled={disabled || !canDecreaseDuration(value)}
          onClick={() => onChange(decreaseDuration(value))}
        >
          −
        </Button>
        <output aria-live="polite" aria-label={spokenDuration(value)}>
          {formatDuration(value)}
        </output>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Aumentar 15 minutos"
          disabled={disabled}
          onClick={() => onChange(increaseDuration(value))}
        >
          +
        </Button>
      </div>
    </div>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>{children}</p>;
}
