import { useParams } from 'react-router-dom';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { LoadError, AreaNotFoundPage, AreaPage } from 'shared-design-system/area';
import { isPublicQuestionNotFound, usePublicQuestion } from '../api/get-public-question';
import { QUESTION_NOT_FOUND_TEXT } from './question-page';
import { QuestionMeta, QuestionStatement, ReadOnlyAlternatives } from './question-view';

/** The id of a public slug: '50003-assinale-a-alternativa' → '50003' (a bare id works too). */
export function idOfSlug(slug: string): string {
  return /^\d+/.exec(slug)?.[0] ?? slug;
}

/** /public/questoes/{slug}: a question anyone can read, without signing in. */
export function PublicQuestionPage() {
  const slug = useParams().slug ?? '';
  const id = idOfSlug(slug);
  const question = usePublicQuestion(id);

  if (question.status === 'success' && isPublicQuestionNotFound(question.data))
    return <AreaNotFoundPage text={QUESTION_NOT_FOUND_TEXT} />;
  return (
    <AreaPage title={`Questão ${id}`}>
      {question.status === 'loading' && (
        <SkeletonGroup label="Carregando questão">
          <Skeleton width="40%" />
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      )}
      {question.status === 'error' && (
        <LoadError message="Não foi possível carregar a questão." onRetry={question.retry} />
      )}
      {question.status === 'success' && !isPublicQuestionNotFound(question.data) && (
        <article
          aria-label={`Questão ${id}`}
          css={(theme) => ({ display: 'grid', gap: theme.space.md, maxWidth: 860 })}
        >
          <QuestionMeta question={question.data.data} />
          <QuestionStatement question={question.data.data} />
          <ReadOnlyAlternatives question={question.data.data} />
          <p css={{ margin: 0 }}>
            <a href="/auth">Entre na plataforma</a> para resolver esta e outras questões.
          </p>
        </article>
      )}
    </AreaPage>
  );
}
