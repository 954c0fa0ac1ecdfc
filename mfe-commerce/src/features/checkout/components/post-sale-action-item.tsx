import { Button } from 'shared-design-system';
import { ContentSkeleton, QueryView, readApiErrorMessage } from 'shared-design-system/area';
import { useState } from 'react';
import { useCompletePostSaleAction, usePostSaleAction } from '../api/post-sale-actions';

/** One post-sale action (spec 3 §4): its details, then completed by the student. */
export function PostSaleActionItem({ id }: { id: number }) {
  const action = usePostSaleAction(id);
  const complete = useCompletePostSaleAction(id);
  const [error, setError] = useState<string | null>(null);
  return (
    <li>
      <QueryView
        query={action}
        errorMessage="Não foi possível carregar esta etapa."
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando etapa" />}
      >
        {(data) => (
          <article aria-label={data.details.title}>
            <h3>{data.details.title}</h3>
            <p>{data.details.description}</p>
            {data.completion.completed ? (
              <p>Etapa concluída</p>
            ) : (
              <Button
                size="sm"
                loading={complete.isPending}
                onClick={async () => {
                  setError(null);
                  try {
                    await complete.mutateAsync();
                  } catch (failure) {
                    setError(
                      await readApiErrorMessage(
                        failure,
                        'Não foi possível concluir esta etapa. Tente novamente.',
                      ),
                    );
                  }
                }}
              >
                Concluir etapa
              </Button>
            )}
            {error && <p role="alert">{error}</p>}
          </article>
        )}
      </QueryView>
    </li>
  );
}
