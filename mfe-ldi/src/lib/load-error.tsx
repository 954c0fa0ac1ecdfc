import { Button } from 'shared-design-system';

export const RETRY_LABEL = 'Tentar novamente';

export interface LoadErrorProps {
  /** what failed, in pt-BR ('Não foi possível carregar ...') */
  message: string;
  onRetry: () => void;
}

/** A failed part of a page: the message (announced) and a retry button; the rest of the page keeps working. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.sm,
        color: theme.colors.text,
      })}
    >
      <p css={{ margin: 0 }}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
