import { Link } from 'react-router-dom';
import { usePlatform, type RankingExam } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { RANKINGS_PATH } from '../../../constants';
import { formatInteger } from '../../../lib/format-number';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getRankingExams } from '../api/get-ranking-exams';
import { AreaPage, CardGrid, formatDate, LoadError } from 'shared-design-system/area';

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
      <dd>{formatInteger(exam.participants)}</dd>
      <dt>Situação</dt>
      <dd>
        {RANKING_STATUS_LABEL[exam.status]}
        {exam.submitted ? ' · você já enviou sua nota' : ''}
      </dd>
    </dl>
  );
}

/** 'Rankings': the exams whose ranking the student can follow. */
export function RankingsPage() {
  const platform = usePlatform();
  const exams = useRemoteData((signal) => getRankingExams(platform, signal), [platform]);
  return (
    <AreaPage title="Rankings">
      {exams.status === 'loading' && (
        <SkeletonGroup label="Carregando rankings">
          <Skeleton height={120} shape="rect" />
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      )}
      {exams.status === 'error' && (
        <LoadError message="Não foi possível carregar os rankings." onRetry={exams.retry} />
      )}
      {exams.status === 'success' && exams.data.length === 0 && (
        <EmptyState
          title="Nenhum ranking disponível"
          description="Quando houver provas com ranking aberto, elas aparecem aqui."
        />
      )}
      {exams.status === 'success' && exams.data.length > 0 && (
        <CardGrid label="Provas">
          {exams.data.map((exam) => (
            <li key={exam.id}>
              <Card
                headingLevel={2}
                title={
                  <Link to={`${RANKINGS_PATH}/${exam.id}`} css={(theme) => ({ color: theme.colors.primary })}>
                    {exam.name}
                  </Link>
                }
              >
                <RankingExamFacts exam={exam} />
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </AreaPage>
  );
}
