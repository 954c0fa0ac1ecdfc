import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform, type GoalContentType } from 'shared-contracts';
import { ContentSkeleton, QueryView, safeHref } from 'shared-design-system/area';
import { goalContentsQuery } from '../api/goal-contents';

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
  const contents = useQuery(goalContentsQuery(platform, goalId, type));
  return (
    <QueryView
      query={contents}
      errorMessage={`Não foi possível carregar ${label}.`}
      skeleton={<ContentSkeleton shape="text" count={2} label={`Carregando ${label}`} />}
      isEmpty={(items) => items.length === 0}
      empty={<p css={{ margin: 0 }}>Este objetivo ainda não tem conteúdos em {label}.</p>}
    >
      {(items) => (
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
          {items.map((item) => (
            <li key={item.id}>
              {isOwnPath(item.url) ? (
                <Link to={item.url} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
                  {item.title}
                </Link>
              ) : (
                <a
                  href={safeHref(item.url)}
                  css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
                >
                  {item.title}
                </a>
              )}
              {item.description && (
                <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{item.description}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
