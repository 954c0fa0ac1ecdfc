import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { QuestionTopic } from 'shared-contracts';
import { Button, EmptyState, Input, Skeleton, SkeletonGroup, Spinner } from 'shared-design-system';
import { ROUTES, SEARCH_INPUT_DEBOUNCE_MS } from '../../../constants';
import { pluralize } from '../../../lib/format-duration';
import { LoadError } from '../../../lib/load-error';
import { Page, Section } from '../../../lib/page';
import { Pager } from '../../../lib/pager';
import { isEmptySelection, listingSearch, type TopicSelection } from '../../../lib/topic-selection';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuestionCount } from '../api/count-questions';
import { useTopics } from '../api/get-topics';
import { TopicItem } from './topic-item';

export const SELECTION_TITLE = 'Seleção de questões';
export const TOPIC_SEARCH_LABEL = 'Buscar disciplina ou assunto';

function TopicList({
  term,
  isSelected,
  onToggle,
}: {
  term: string;
  isSelected: (id: number) => boolean;
  onToggle: (topic: QuestionTopic) => void;
}) {
  const [page, setPage] = useState({ term, page: 1 });
  // a new term starts again at page 1
  const current = page.term === term ? page.page : 1;
  const topics = useTopics({ page: current, q: term });

  if (topics.status === 'loading') {
    return (
      <SkeletonGroup label="Carregando disciplinas">
        <Skeleton width="70%" />
        <Skeleton width="55%" />
        <Skeleton width="65%" />
      </SkeletonGroup>
    );
  }
  if (topics.status === 'error')
    return <LoadError message="Não foi possível carregar as disciplinas." onRetry={topics.retry} />;
  const { data, pagination } = topics.data;
  if (data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={
          term ? `Nenhuma disciplina ou assunto encontrado para "${term}"` : 'Nenhuma disciplina com questões'
        }
        description={
          term ? 'Tente outro termo de busca.' : 'Ainda não há questões cadastradas para esta vertical.'
        }
      />
    );
  }
  return (
    <>
      <ul aria-label="Disciplinas e assuntos" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.map((topic) => (
          <TopicItem key={topic.id} topic={topic} isSelected={isSelected} onToggle={onToggle} />
        ))}
      </ul>
      <Pager
        page={pagination.page}
        lastPage={pagination.last_page}
        label="Páginas de disciplinas"
        onPage={(next) => setPage({ term, page: next })}
      />
    </>
  );
}

function SelectionCount({ selection }: { selection: TopicSelection }) {
  const count = useQuestionCount(selection, '');
  return (
    <>
      <div role="status" aria-live="polite">
        {count.status === 'loading' && <Spinner label="Contando questões" />}
        {count.status === 'success' && (
          <p css={{ margin: 0, fontWeight: 600 }}>
            {pluralize(count.data, 'questão encontrada', 'questões encontradas')}
          </p>
        )}
      </div>
      {count.status === 'error' && (
        <LoadError
          message={
            count.error instanceof Error ? count.error.message : 'Não foi possível contar as questões.'
          }
          onRetry={count.retry}
        />
      )}
      {count.status === 'success' && count.data > 0 && (
        <Link to={`${ROUTES.listing}?${listingSearch(selection)}`}>
          Ver {pluralize(count.data, 'questão', 'questões')}
        </Link>
      )}
    </>
  );
}

function SelectionSummary({
  selected,
  selection,
  onRemove,
}: {
  selected: QuestionTopic[];
  selection: TopicSelection;
  onRemove: (topic: QuestionTopic) => void;
}) {
  if (isEmptySelection(selection)) {
    return <p css={{ margin: 0 }}>Selecione disciplinas ou assuntos para ver quantas questões existem.</p>;
  }
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <ul
        aria-label="Tópicos selecionados"
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.xs,
        })}
      >
        {selected.map((topic) => (
          <li key={topic.id}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remover ${topic.name} da seleção`}
              onClick={() => onRemove(topic)}
            >
              {topic.name} ×
            </Button>
          </li>
        ))}
      </ul>
      <SelectionCount selection={selection} />
    </div>
  );
}

/** /questoes/buscar: pick disciplines and subjects, see how many questions they hold, open the listing. */
export function QuestionSelectionPage() {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_INPUT_DEBOUNCE_MS);
  const [selected, setSelected] = useState<QuestionTopic[]>([]);

  const selection = useMemo<TopicSelection>(
    () => ({
      disciplines: selected.filter((topic) => topic.parent_id === null).map((topic) => topic.id),
      subjects: selected.filter((topic) => topic.parent_id !== null).map((topic) => topic.id),
    }),
    [selected],
  );
  const isSelected = (id: number) => selected.some((topic) => topic.id === id);
  const toggle = (topic: QuestionTopic) =>
    setSelected((current) =>
      current.some((t) => t.id === topic.id) ? current.filter((t) => t.id !== topic.id) : [...current, topic],
    );

  return (
    <Page title={SELECTION_TITLE}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
          alignItems: 'start',
        })}
      >
        <Section title="Disciplinas e assuntos">
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <Input
              label={TOPIC_SEARCH_LABEL}
              type="search"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              autoComplete="off"
            />
          </form>
          <TopicList term={term} isSelected={isSelected} onToggle={toggle} />
        </Section>
        <Section title="Sua seleção">
          <SelectionSummary selected={selected} selection={selection} onRemove={toggle} />
        </Section>
      </div>
    </Page>
  );
}
