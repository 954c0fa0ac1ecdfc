import { Button } from 'shared-design-system';
import { isSaving, type MarkedChangeMutation } from './use-marked-change';

/** The words of the two actions on an entry. */
export interface MarkActionWords {
  /** 'Adicionar a Minhas trilhas' */
  add: string;
  /** 'Remover de Minhas salas'; without it an entry in the list says `inList` instead of a button */
  remove?: string;
  /** 'Esta trilha está em Minhas trilhas.' */
  inList?: string;
  /** 'Marcar trilha como concluída', 'Marcar trilha como não concluída' */
  markDone: string;
  markNotDone: string;
}

/**
 * An entry's place in the student's list and its done mark, each a button (the one being saved shows a spinner),
 * and the alert when a change could not be saved. `quietRemove`: the remove button is a secondary one.
 */
export function MarkActions({
  change,
  done,
  inList,
  words,
  quietRemove = false,
}: {
  change: MarkedChangeMutation;
  done: boolean;
  inList: boolean;
  words: MarkActionWords;
  quietRemove?: boolean;
}) {
  return (
    <>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        {inList && words.remove === undefined ? (
          <p css={{ margin: 0 }}>{words.inList}</p>
        ) : (
          <Button
            variant={inList && quietRemove ? 'secondary' : 'primary'}
            loading={isSaving(change, (next) => next.kind === 'list')}
            onClick={() => change.mutate({ kind: 'list', add: !inList })}
          >
            {inList ? words.remove : words.add}
          </Button>
        )}
        <Button
          variant="secondary"
          loading={isSaving(change, (next) => next.kind === 'entry')}
          onClick={() => change.mutate({ kind: 'entry', done: !done })}
        >
          {done ? words.markNotDone : words.markDone}
        </Button>
      </div>
      {change.isError && (
        <p role="alert" css={{ margin: 0 }}>
          Não foi possível salvar a alteração. Tente novamente.
        </p>
      )}
    </>
  );
}
