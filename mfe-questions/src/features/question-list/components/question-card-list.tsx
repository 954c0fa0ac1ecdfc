import type { Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { PrefetchLink } from 'shared-design-system/area';
import { ROUTES, STATEMENT_EXCERPT_LENGTH } from '../../../constants';
import { questionQuery } from '../../question-detail/api/get-question';

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= STATEMENT_EXCERPT_LENGTH
    ? flat
    : `${flat.slice(0, STATEMENT_EXCERPT_LENGTH).trimEnd()}…`;
}

/** One question: where it is from, its topic, an excerpt of its statement and its link. */
function QuestionCard({ question }: { question: Question }) {
  const { http } = usePlatform();
  return (
    <li>
      <Card
        title={`Questão ${question.id}`}
        actions={
          // the question is fetched as soon as the student points at the link
          <PrefetchLink
            to={ROUTES.question(question.id)}
            prefetchData={questionQuery(http, question.id)}
            aria-label={`Resolver questão ${question.id}`}
          >
            Resolver questão
          </PrefetchLink>
        }
      >
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
          {question.board} · {question.year} · {question.institution} · {question.position}
        </p>
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {question.discipline.name} › {question.subject.name}
        </p>
        <p css={{ margin: 0 }}>{excerpt(question.statement)}</p>
      </Card>
    </li>
  );
}

/** A page of questions (the listing's, the search results'), newest first as the server sent them. */
export function QuestionCardList({ questions, label }: { questions: Question[]; label: string }) {
  return (
    <ol
      aria-label={label}
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space.md,
      })}
    >
      {questions.map((question) => (
        <QuestionCard key={question.id} question={question} />
      ))}
    </ol>
  );
}
