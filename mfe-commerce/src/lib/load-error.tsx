import { Button } from 'shared-design-system';

export const RETRY_LABEL = 'Tentar novamente';

/** A failed part of a page: what failed, in pt-BR, and a retry button; the rest of the page keeps working. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: theme.space.sm,
        padding: theme.space.md,
      })}
    >
      <p css={{ margin: 0 }}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
