import { Button } from 'shared-design-system';
import { ContentSkeleton, QueryView, readApiErrorMessage } from 'shared-design-system/area';
import { useState } from 'react';
import type { PostSaleAction } from 'shared-contracts';
import { useChooseMentor } from '../api/after-sale';
import { useCompletePostSaleAction, usePostSaleAction } from '../api/post-sale-actions';

export const CHOOSE_MENTOR_REQUIRED = 'Escolha um mentor para concluir esta etapa.';

/** The mentors of a 'choose-mentor' action (GET choose-mentor): one chosen, then the action completed with it. */
function ChooseMentor({ action }: { action: PostSaleAction }) {
  const mentors = useChooseMentor(action.id);
  const complete = useCompletePostSaleAction(action.id);
  const [mentorId, setMentorId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <QueryView
      query={mentors}
      errorMessage="Não foi possível carregar os mentores."
      skeleton={<ContentSkeleton shape="text" count={3} label="Carregando mentores" />}
    >
      {(data) => {
        const chosen = data.mentors.find((m) => m.id === data.chosen_mentor_id);
        if (action.completion.completed)
          return <p>Etapa concluída{chosen ? ` · Mentor escolhido: ${chosen.name}` : ''}</p>;
        return (
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              setError(null);
              if (mentorId === null) {
                setError(CHOOSE_MENTOR_REQUIRED);
                return;
              }
              if (complete.isPending) return;
              try {
                await complete.mutateAsync({ mentor_id: mentorId });
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
            <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
              <legend>Mentores disponíveis</legend>
              {data.mentors.map((mentor) => (
                <label key={mentor.id} css={{ display: 'block' }}>
                  <input
                    type="radio"
                    name={`mentor-${action.id}`}
                    value={mentor.id}
                    checked={mentorId === mentor.id}
                    onChange={() => setMentorId(mentor.id)}
                  />{' '}
                  {mentor.name} – {mentor.specialty}
                </label>
              ))}
            </fieldset>
            <Button type="submit" size="sm" loading={complete.isPending}>
              Concluir etapa
            </Button>
            {error && <p role="alert">{error}</p>}
          </form>
        );
      }}
    </QueryView>
  );
}

/** Completes an action that asks nothing but the student's confirmation. */
function CompleteButton({ action }: { action: PostSaleAction }) {
  const complete = useCompletePostSaleAction(action.id);
  const [error, setError] = useState<string | null>(null);
  if (action.completion.completed) return <p>Etapa concluída</p>;
  return (
    <>
      <Button
        size="sm"
        loading={complete.isPending}
        onClick={async () => {
          setError(null);
          try {
            await complete.mutateAsync(undefined);
          } catch (failure) {
            setError(
              await readApiErrorMessage(failure, 'Não foi possível concluir esta etapa. Tente novamente.'),
            );
          }
        }}
      >
        Concluir etapa
      </Button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

/** One post-sale action (spec 3 §4): its details, then completed by the student. */
export function PostSaleActionItem({ id }: { id: number }) {
  const action = usePostSaleAction(id);
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
            {data.details.kind === 'choose-mentor' ? (
              <ChooseMentor action={data} />
            ) : (
              <CompleteButton action={data} />
            )}
          </article>
        )}
      </QueryView>
    </li>
  );
}
