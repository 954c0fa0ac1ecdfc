import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input } from 'shared-design-system';

/**
 * A search form over albums: what is typed is sent with the button (trimmed); the field shows the applied
 * text again whenever it changes from outside (an address opened or reloaded, a link followed). A search
 * landmark named like its field, apart from the top bar's.
 */
export function AlbumNameFilter({
  label,
  value,
  onApply,
  action = 'Filtrar',
  icon,
}: {
  label: string;
  /** the applied text */
  value: string;
  onApply: (text: string) => void;
  /** the button's name */
  action?: string;
  icon?: ReactNode;
}) {
  const [typed, setTyped] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    // adjusted while rendering (React's pattern for state that follows a prop)
    setApplied(value);
    setTyped(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim());
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
