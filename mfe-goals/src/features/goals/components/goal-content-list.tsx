import { Link } from 'react-router-dom';
import { usePlatform, type GoalContentType } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { LoadError } from '../../../lib/load-error';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getGoalContents } from '../api/goal-contents';

/** Paths this area owns: its links stay inside the area's router; the rest go through the host. */
function isOwnPath(url: string): boolean {
  return url === '/objetivos' || url.startsWith('/objetivos/') || url === '/explorar';
}

/** The contents of one type linked to a goal (one tab of the goal page). */
export function GoalContentList({
  goalId,
  type,
  label,
}: {
  goalId: number;
  type: GoalContentType;
  label: string;
}) {
  const platform = usePlatform();
  const contents = useRemoteData(
    (signal) => getGoalContents(platform, goalId, type, signal),
    [platform, goalId, type],
  );
  if (contents.status === 'loading') {
    return (
      <SkeletonGroup label={`Carregando ${label}`}>
        <Skeleton />
        <Skeleton />
      </SkeletonGroup>
    );
  }
  if (contents.status === 'error')
    return <LoadError message={`Não foi possível carregar ${label}.`} onRetry={contents.retry} />;
  if (contents.data.length === 0)
    return <p css={{ margin: 0 }}>Este objetivo ainda não tem conteúdos em {label}.</p>;
  return (
    <ul
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      })}
    >
      {contents.data.map((item) => (
        <li key={item.id}>
          {isOwnPath(item.url) ? (
            <Link to={item.url} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
              {item.title}
            </Link>
          ) : (
            <a href={item.url} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
              {item.title}
            </a>
          )}
          {item.description && (
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{item.description}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
