import { useQuery } from '@tanstack/react-query';
import type { QuestionTopic } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import { EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  pageParam,
  Pager,
  PageSection,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import { SEARCH_INPUT_DEBOUNCE_MS, SELECTION_PARAMS } from '../../../constants';
import { useUrlText } from '../../../lib/use-url-text';
import { topicsQuery } from '../api/get-topics';
import { isSelected, pickedFilter, toggleFilter } from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';
import { FilterListBox } from './checkbox-list';
import { ClassificationFilter } from './classification-filter';
import { IncludeExcludeForm } from './include-exclude-form';
import { SelectionSummary } from './selection-summary';
import { TeacherFilter } from './teacher-filter';
import { TopicItem } from './topic-item';

export const SELECTION_TITLE = FIRST_FRAMES['/questoes/buscar'].title;
export const TOPIC_SEARCH_LABEL = 'Buscar disciplina ou assunto';

/** The topic list's box: six rows of 62 px are seen, more scroll inside it. */
const TOPIC_BOX_HEIGHT = 6 * 62;

const entityOf = (topic: QuestionTopic) => (topic.parent_id === null ? 'disciplina' : 'assunto');

/**
 * The topics of the term and page in the address (?busca=&pagina=), a link per page; a page past the last one
 * goes back to the first.
 */
function TopicList() {
  const { http } = usePlatform();
  const [params] = useUrlParams();
  const term = (params.get(SELECTION_PARAMS.topicSearch) ?? '').trim();
  const page = pageParam(params.get(SELECTION_PARAMS.topicPage));
  const pageHref = usePageHref(SELECTION_PARAMS.topicPage);
  const topics = useQuery(topicsQuery(http, { page, q: term }));
  const pastLast = usePagePastEnd(page, topics.data?.pagination.last_page, SELECTION_PARAMS.topicPage);
  const [filters, update] = useQuestionFilters();
  const isTopicSelected = (topic: QuestionTopic) => isSelected(filters, entityOf(topic), topic.id);
  const toggle = (topic: QuestionTopic) =>
    update((state) => toggleFilter(state, pickedFilter(entityOf(topic), topic.id, topic.name)));
  const skeleton = <ContentSkeleton shape="list" count={6} itemHeight={55} label="Carregando disciplinas" />;

  return (
    // A box of six rows' height that scrolls (issue 12): a vertical with 2 subjects and one with 50 keep the
    // sections below where the skeleton had them; nothing moves when the answer arrives
    <FilterListBox height={TOPIC_BOX_HEIGHT}>
      {/* a page past the last one is on its way back to the first: its empty answer is not shown meanwhile */}
      {pastLast ? (
        skeleton
      ) : (
        <QueryView
          query={topics}
          errorMessage="Não foi possível carregar as disciplinas."
          skeleton={skeleton}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title={
                term
                  ? `Nenhuma disciplina ou assunto encontrado para "${term}"`
                  : 'Nenhuma disciplina com questões'
              }
              description={
                term ? 'Tente outro termo de busca.' : 'Ainda não há questões cadastradas para esta vertical.'
              }
            />
          }
        >
          {({ data, pagination }) => (
            <>
              <ul aria-label="Disciplinas e assuntos" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.map((topic) => (
                  <TopicItem key={topic.id} topic={topic} isSelected={isTopicSelected} onToggle={toggle} />
                ))}
              </ul>
              <Pager
                page={pagination.page}
                lastPage={pagination.last_page}
                label="Páginas de disciplinas"
                hrefOf={pageHref}
              />
            </>
          )}
        </QueryView>
      )}
    </FilterListBox>
  );
}

/**
 * /questoes/buscar: build filters (topics, teachers, classifications, questions by id), see how many
 * questions they hold, open the listing or create a notebook or an exam from them. The picked filters are the
 * student's filter cache; the lookups that find them (searches, the topics' page, the classification type)
 * are in the address (SELECTION_PARAMS): a reload, a sign-in round trip or the back button shows them again.
 */
export function QuestionSelectionPage() {
  // written to the address once typing pauses, with the topics' first page (another term starts there)
  const [input, setInput] = useUrlText(SELECTION_PARAMS.topicSearch, SEARCH_INPUT_DEBOUNCE_MS);

  return (
    <AreaPage title={SELECTION_TITLE}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
          alignItems: 'start',
        })}
      >
        <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
          <PageSection title="Disciplinas e assuntos">
            {/* named after what it searches: the host's top bar and 'Sua seleção' have search landmarks too */}
            <form role="search" aria-label={TOPIC_SEARCH_LABEL} onSubmit={(event) => event.preventDefault()}>
              <Input
                label={TOPIC_SEARCH_LABEL}
                type="search"
                value={input}
                onChange={(event) => setInput(event.target.value, { [SELECTION_PARAMS.topicPage]: null })}
                autoComplete="off"
              />
            </form>
            <TopicList />
          </PageSection>
          <PageSection title="Professores">
            <TeacherFilter />
          </PageSection>
          <PageSection title="Classificações">
            <ClassificationFilter />
          </PageSection>
          <PageSection title="Questões por ID">
            <IncludeExcludeForm />
          </PageSection>
        </div>
        <PageSection title="Sua seleção">
          <SelectionSummary />
        </PageSection>
      </div>
    </AreaPage>
  );
}
