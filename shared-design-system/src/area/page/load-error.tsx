// the main entry (the shared singleton under federation), never its files: see create-area-lifecycles.tsx
import { Button } from 'shared-design-system';

/** The retry button's name on every failed part of a page. */
export const RETRY_LABEL = 'Tentar novamente';

/** Props of `LoadError`. */
export interface LoadErrorProps {
  /** what failed, in pt-BR ('Não foi possível carregar ...') */
  message: string;
  /** loads again */
  onRetry: () => void;
  /** a retry is under way: the button shows it and cannot be pressed twice */
  retrying?: boolean;
}

/** A failed part of a page: the message (announced) and a retry button; the rest of the page keeps working. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.sm,
        padding: `${theme.space.sm}px 0`,
        color: theme.colors.text,
      })}
    >
      <p css={{ margin: 0 }}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
