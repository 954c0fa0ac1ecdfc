import type { Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { UserAnswersButton } from './user-answers-modal';

/** Actions on a question: the user-answers modal and the report (the host's report modal). */
export function QuestionActions({ question }: { question: Question }) {
  const platform = usePlatform();
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
      <UserAnswersButton question={question} />
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          platform.openModal({
            kind: 'report',
            data: { question_id: question.id, link: `${window.location.pathname}${window.location.search}` },
          })
        }
      >
        Reportar erro
      </Button>
    </div>
  );
}
