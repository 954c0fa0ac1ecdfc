import { useState, type FormEvent } from 'react';
import { Button, Input } from 'shared-design-system';

/**
 * A search form narrowing a list of albums by name: what is typed is sent with 'Filtrar' (trimmed); the
 * field shows the applied name again whenever it changes from outside (an address opened or reloaded).
 */
export function AlbumNameFilter({
  label,
  value,
  onApply,
}: {
  label: string;
  /** the applied name */
  value: string;
  onApply: (name: string) => void;
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
      <Button type="submit" variant="secondary">
        Filtrar
      </Button>
    </form>
  );
}
