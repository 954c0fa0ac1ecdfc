import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { AreaNotFoundPage, AreaPage, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { isPublicQuestionNotFound, publicQuestionQuery } from '../api/get-public-question';
import { PublicQuestionComments } from './question-comments';
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
  const { http } = usePlatform();
  const question = useQuery(publicQuestionQuery(http, id));

  if (question.data && isPublicQuestionNotFound(question.data))
    return <AreaNotFoundPage text={QUESTION_NOT_FOUND_TEXT} />;
  return (
    <AreaPage title={`Questão ${id}`}>
      <QueryView
        query={question}
        errorMessage="Não foi possível carregar a questão."
        skeleton={<ContentSkeleton shape="detail" count={0} itemHeight={120} label="Carregando questão" />}
      >
        {(answer) =>
          isPublicQuestionNotFound(answer) ? null : (
            <article
              aria-label={`Questão ${id}`}
              css={(theme) => ({ display: 'grid', gap: theme.space.md, maxWidth: 860 })}
            >
              <QuestionMeta question={answer.data} />
              <QuestionStatement question={answer.data} />
              <ReadOnlyAlternatives question={answer.data} />
              <p css={{ margin: 0 }}>
                <a href="/auth">Entre na plataforma</a> para resolver esta e outras questões.
              </p>
              <PublicQuestionComments questionId={answer.data.id} />
            </article>
          )
        }
      </QueryView>
    </AreaPage>
  );
}
