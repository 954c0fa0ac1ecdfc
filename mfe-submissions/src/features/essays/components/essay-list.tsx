import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Essay, EssayWithTeacher } from 'shared-contracts';
import { Button, Card, EmptyState } from 'shared-design-system';
import { CardList, ContentSkeleton, formatDate, QueryView } from 'shared-design-system/area';
import { StatusBadge } from '../../../lib/status-badge';
import { OverwriteEssayDialog } from './overwrite-essay-dialog';

/** Essays whose file may be replaced: not yet taken by a teacher, or sent back with an error. */
const OVERWRITABLE: readonly Essay['status'][] = ['waiting revision', 'has error'];

/** The revision teacher's name, when the list sends it (spec 3 §6: shown in essay updates). */
function teacherOf(essay: EssayWithTeacher): string | null {
  const teacher = essay.revision_teacher;
  return teacher && typeof teacher.name === 'string' && teacher.name ? teacher.name : null;
}

/** The student's essays with their correction status, newest first. */
export function EssayList({ query, onWrite }: { query: UseQueryResult<Essay[]>; onWrite: () => void }) {
  return (
    <QueryView
      query={query}
      errorMessage="Não foi possível carregar suas redações."
      skeleton={<ContentSkeleton shape="list" count={2} itemHeight={96} label="Carregando redações" />}
      isEmpty={(essays) => essays.length === 0}
      empty={
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
      }
    >
      {(essays) => <EssayItems essays={essays} />}
    </QueryView>
  );
}

function EssayItems({ essays }: { essays: EssayWithTeacher[] }) {
  const [overwriting, setOverwriting] = useState<Essay | null>(null);
  const idPrefix = useId();
  const titleId = (essay: Essay) => `${idPrefix}-${essay.id}-title`;
  return (
    <>
      <CardList label="Minhas redações">
        {essays.map((essay) => (
          <li key={essay.id}>
            {/* the list sits right under the page's h1 (the tabs add no heading): its cards' titles are h2 */}
            <Card title={<span id={titleId(essay)}>{essay.title}</span>} headingLevel={2}>
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: theme.space.sm,
                })}
              >
                <StatusBadge status={essay.status} />
                <span>Enviada em {formatDate(essay.created_at)}</span>
                {essay.institution && <span>Instituição: {essay.institution.name}</span>}
                {teacherOf(essay) && <span>Corretor(a): {teacherOf(essay)}</span>}
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
              <p
                css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}
              >
                Arquivo: {essay.file_name}
              </p>
              {OVERWRITABLE.includes(essay.status) && (
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setOverwriting(essay)}
                    // named by its visible text, as seen and as spoken; the essay it resends is its description
                    aria-describedby={titleId(essay)}
                  >
                    Reenviar redação
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
      </CardList>
      {overwriting && <OverwriteEssayDialog essay={overwriting} onClose={() => setOverwriting(null)} />}
    </>
  );
}
