import { useQuery } from '@tanstack/react-query';
import { usePlatform, type RankingExam } from 'shared-contracts';
import { Card, EmptyState } from 'shared-design-system';
import { AreaPage, formatDate, formatNumber, PrefetchLink } from 'shared-design-system/area';
import { RANKINGS_PATH } from '../../../constants';
import { CardListView } from '../../../lib/card-list-view';
import { rankingExamQuery, rankingExamsQuery } from '../api/get-ranking-exams';

export const RANKING_STATUS_LABEL: Record<RankingExam['status'], string> = {
  open: 'Ranking aberto',
  closed: 'Ranking encerrado',
};

/** The facts of an exam's ranking, shared by the list and the detail page. */
export function RankingExamFacts({ exam }: { exam: RankingExam }) {
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: theme.space.sm,
        rowGap: theme.space.xxs,
        margin: 0,
        fontSize: theme.fontSizes.sm,
        '& dd': { margin: 0 },
      })}
    >
      <dt>Banca</dt>
      <dd>{exam.institution}</dd>
      <dt>Data da prova</dt>
      <dd>{formatDate(`${exam.exam_date}T12:00:00Z`)}</dd>
      <dt>Participantes</dt>
      <dd>{formatNumber(exam.participants)}</dd>
      <dt>Situação</dt>
      <dd>
        {RANKING_STATUS_LABEL[exam.status]}
        {exam.submitted ? ' · você já enviou sua nota' : ''}
      </dd>
    </dl>
  );
}

const NO_RANKINGS = (
  <EmptyState
    title="Nenhum ranking disponível"
    description="Quando houver provas com ranking aberto, elas aparecem aqui."
  />
);

/** 'Rankings': the exams whose ranking the student can follow. */
export function RankingsPage() {
  const { http } = usePlatform();
  const exams = useQuery(rankingExamsQuery(http));
  return (
    <AreaPage title="Rankings">
      <CardListView
        query={exams}
        errorMessage="Não foi possível carregar os rankings."
        label="Provas"
        loadingLabel="Carregando rankings"
        itemHeight={120}
        empty={NO_RANKINGS}
        itemKey={(exam) => exam.id}
      >
        {(exam) => (
          <Card
            headingLevel={2}
            title={
              <PrefetchLink
                to={`${RANKINGS_PATH}/${exam.id}`}
                prefetchData={rankingExamQuery(http, exam.id)}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {exam.name}
              </PrefetchLink>
            }
          >
            <RankingExamFacts exam={exam} />
          </Card>
        )}
      </CardListView>
    </AreaPage>
  );
}
