import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Question, QuestionUserAnswersResponse } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { ContentSkeleton, formatDateTime, QueryView } from 'shared-design-system/area';
import { alternativeLetter } from '../../../lib/alternative-letter';
import { userAnswersQuery } from '../api/get-user-answers';

function percent(part: number, total: number): string {
  return `${total === 0 ? 0 : Math.round((part / total) * 100)}%`;
}

function UserAnswers({ question }: { question: Question }) {
  const { http } = usePlatform();
  const answers = useQuery(userAnswersQuery(http, question.id));
  return (
    <QueryView
      query={answers}
      errorMessage="Não foi possível carregar as respostas."
      skeleton={<ContentSkeleton shape="text" count={2} label="Carregando respostas" />}
    >
      {(data) => <UserAnswersDetail question={question} answers={data} />}
    </QueryView>
  );
}

function UserAnswersDetail({
  question,
  answers,
}: {
  question: Question;
  answers: QuestionUserAnswersResponse['data'];
}) {
  const letterOf = (id: number) => {
    const index = question.alternatives.findIndex((a) => a.id === id);
    return index === -1 ? '?' : alternativeLetter(question.type, index);
  };
  const { answers: mine, statistics, total_answers: total } = answers;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <section aria-label="Estatísticas da questão">
        <h3 css={{ margin: '0 0 8px' }}>Como os alunos responderam</h3>
        <ul css={{ margin: 0, paddingLeft: 20 }}>
          {question.alternatives.map((alternative, index) => (
            <li key={alternative.id}>
              {alternativeLetter(question.type, index)}:{' '}
              {percent(statistics[String(alternative.id)] ?? 0, total)}
            </li>
          ))}
        </ul>
        <p css={{ margin: '8px 0 0' }}>{total} respostas no total</p>
      </section>
      <section aria-label="Seu histórico">
        <h3 css={{ margin: '0 0 8px' }}>Seu histórico</h3>
        {mine.length === 0 ? (
          <p css={{ margin: 0 }}>Você ainda não respondeu esta questão.</p>
        ) : (
          <ol css={{ margin: 0, paddingLeft: 20 }}>
            {mine.map((answer) => (
              <li key={`${answer.answered_at}-${answer.alternative_id}`}>
                {formatDateTime(answer.answered_at)} — alternativa {letterOf(answer.alternative_id)} —{' '}
                {answer.correct ? 'acertou' : 'errou'}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** 'Respostas' opens the user-answers modal: the student's history and how everyone answered. */
export function UserAnswersButton({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Respostas
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Respostas da questão ${question.id}`}>
        {open && <UserAnswers question={question} />}
      </Modal>
    </>
  );
}
