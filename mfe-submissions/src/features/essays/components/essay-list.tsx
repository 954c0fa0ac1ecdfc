import type { Essay } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { formatSaoPaulo } from '../../../lib/format-date';
import { LoadError } from '../../../lib/load-error';
import { StatusBadge } from '../../../lib/status-badge';
import type { RemoteDataResult } from '../../../lib/use-remote-data';

/** The student's essays with their correction status, newest first. */
export function EssayList({ result, onWrite }: { result: RemoteDataResult<Essay[]>; onWrite: () => void }) {
  const { state, reload } = result;
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label="Carregando redações">
        <Skeleton shape="rect" height={96} />
        <Skeleton shape="rect" height={96} />
      </SkeletonGroup>
    );
  }
  if (state.status === 'error')
    return <LoadError message="Não foi possível carregar suas redações." onRetry={reload} />;
  if (state.data.length === 0) {
    return (
      <EmptyState
        title="Você ainda não enviou redações"
        description="Envie sua primeira redação e receba a correção de um professor."
        action={
          <button
            type="button"
            onClick={onWrite}
            css={(theme) => ({
              font: 'inherit',
              color: theme.colors.primary,
              background: 'none',
              border: 0,
              textDecoration: 'underline',
              cursor: 'pointer',
            })}
          >
            Enviar uma redação
          </button>
        }
      />
    );
  }
  return (
    <ul
      aria-label="Minhas redações"
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
      })}
    >
      {state.data.map((essay) => (
        <li key={essay.id}>
          <Card title={essay.title}>
            <div
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: theme.space.sm,
              })}
            >
              <StatusBadge status={essay.status} />
              <span>Enviada em {formatSaoPaulo(essay.created_at, 'DD/MM/YYYY')}</span>
              {essay.institution && <span>Instituição: {essay.institution.name}</span>}
            </div>
            {essay.description && <p css={{ margin: 0 }}>{essay.description}</p>}
            {essay.status === 'revised' && essay.grade !== null && (
              <p css={{ margin: 0 }}>
                Nota: <strong>{essay.grade}</strong>
              </p>
            )}
            {essay.status === 'has error' && essay.error_details && (
              <p css={(theme) => ({ margin: 0, color: theme.colors.error })}>{essay.error_details}</p>
            )}
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
              Arquivo: {essay.file_name}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
