import { useState, type FormEvent } from 'react';
import { Button, Input } from 'shared-design-system';
import { isString, useStudentDraft } from 'shared-design-system/area';
import { addIncludeExclude, removeIncludeExclude } from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';

export const MISSING_ID_MESSAGE = 'Digite ao menos um ID de questão';

/** '50001; 50002 ' → [50001, 50002] (whitespace stripped, ids are digit groups; spec 1 §5). */
export function parseQuestionIds(text: string): number[] {
  return [...new Set((text.replace(/\s+/g, '').match(/\d+/g) ?? []).map(Number))];
}

/** Where what the student types in the ids field is kept until it is applied (useStudentDraft). */
const QUESTION_IDS_DRAFT_KEY = 'questions:selection-ids';

/**
 * Include or exclude questions by id; an id already in either list is ignored (and said so). The lists are
 * part of the cached filters; the typed ids are the student's draft until they are applied, so a reload or a
 * sign-in round trip loses nothing, and a refused entry stays in the field with its message.
 */
export function IncludeExcludeForm() {
  const [filters, update] = useQuestionFilters();
  const [text, setText, clearText] = useStudentDraft(QUESTION_IDS_DRAFT_KEY, '', isString);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState('');

  function add(include: boolean) {
    const ids = parseQuestionIds(text);
    if (ids.length === 0) {
      setError(MISSING_ID_MESSAGE);
      return;
    }
    setError(undefined);
    const ignored: number[] = [];
    update((state) =>
      ids.reduce((current, id) => {
        const result = addIncludeExclude(current, id, include);
        if (!result.added) ignored.push(id);
        return result.state;
      }, state),
    );
    setNotice(
      ignored.length > 0
        ? `Já estavam na lista e foram ignorados: ${ignored.join(', ')}.`
        : include
          ? 'Questões incluídas.'
          : 'Questões excluídas.',
    );
    clearText();
  }

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          add(true);
        }}
        css={(theme) => ({ display: 'grid', gap: theme.space.xs })}
      >
        <Input
          label="IDs de questões"
          hint="Separe por ponto e vírgula"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <div css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
          <Button type="submit" variant="secondary" size="sm">
            Incluir
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => add(false)}>
            Excluir
          </Button>
        </div>
      </form>
      <p role="status" css={{ margin: 0 }}>
        {notice}
      </p>
      {filters.includeExclude.length > 0 && (
        <ul aria-label="Questões incluídas e excluídas" css={{ margin: 0, paddingLeft: 20 }}>
          {filters.includeExclude.map((entry) => (
            <li key={String(entry.id)}>
              {entry.add ? 'Incluída' : 'Excluída'}: questão {entry.id}{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remover questão ${entry.id} da lista`}
                onClick={() => update((state) => removeIncludeExclude(state, entry.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
