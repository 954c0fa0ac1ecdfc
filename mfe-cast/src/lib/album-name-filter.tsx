import type { FormEvent, ReactNode } from 'react';
import { Button, Input } from 'shared-design-system';
import { useSearchDraft } from 'shared-design-system/area';

/**
 * A search form over albums: what is typed is sent with the button (trimmed); the field shows the applied
 * text again whenever it changes from outside (an address opened or reloaded, a link followed). What is typed
 * and not sent yet is the student's draft (useSearchDraft under `draftKey` and the applied text: one per
 * text applied, shown instead of it), so a reload or a sign-in round trip keeps it; it is forgotten once
 * sent. A search landmark named like its field, apart from the top bar's.
 */
export function AlbumNameFilter({
  label,
  value,
  onApply,
  draftKey,
  required = false,
  action = 'Filtrar',
  icon,
}: {
  label: string;
  /** the applied text */
  value: string;
  onApply: (text: string) => void;
  /** where what is typed and not sent yet is kept, for this page (the applied text is added to it) */
  draftKey: string;
  /** an empty text is not sent (a search needs a term): it stays in the field, as typed */
  required?: boolean;
  /** the button's name */
  action?: string;
  icon?: ReactNode;
}) {
  const [typed, setTyped, clearTyped] = useSearchDraft(draftKey, value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (required && !text) return;
    clearTyped();
    onApply(text);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.sm, flexWrap: 'wrap' })}
    >
      <Input
        label={label}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" icon={icon}>
        {action}
      </Button>
    </form>
  );
}
