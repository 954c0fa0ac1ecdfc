import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform, type RankingExam } from 'shared-contracts';
import { Breadcrumb, Button, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatNumber,
  isNotFoundError,
  LinkButton,
  PageSection,
  PrefetchLink,
  QueryView,
  useSessionUser,
} from 'shared-design-system/area';
import { RANKINGS_PATH } from '../../../constants';
import { rankingPageQuery, rankingUserPositionQuery } from '../api/get-ranking-entries';
import { rankingExamQuery, rankingExamsQuery } from '../api/get-ranking-exams';
import { RankingExamFacts } from './rankings-page';
import { RankingPager, RankingTable } from './ranking-table';
import { LabelledSelect } from '../../../lib/labelled-select';

/** The student's own position, with the way to its page. */
function OwnPosition({ exam, onGoTo }: { exam: RankingExam; onGoTo: (page: number) => void }) {
  const { http } = usePlatform();
  const user = useSessionUser();
  const own = useQuery({
    ...rankingUserPositionQuery(http, String(exam.id), user?.id ?? 0),
    enabled: Boolean(user),
  });
  return (
    <PageSection title="Sua posição">
      <QueryView
        query={own}
        errorMessage="Não foi possível carregar sua posição."
        skeleton={<ContentSkeleton count={1} itemHeight={48} label="Carregando sua posição" />}
        isEmpty={(data) => data === null}
        empty={<p css={{ margin: 0 }}>Você ainda não enviou seu gabarito para esta prova.</p>}
      >
        {(data) =>
          data && (
            <div
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space.md,
                alignItems: 'center',
              })}
            >
              <p css={{ margin: 0 }}>
                {`Você está na posição ${formatNumber(data.position)}º de ${formatNumber(data.participants)}, com ${formatNumber(data.correct)} acertos.`}
              </p>
              <Button variant="secondary" onClick={() => onGoTo(data.page)}>
                Ir para minha posição
              </Button>
            </div>
          )
        }
      </QueryView>
    </PageSection>
  );
}

/** The exam's ranking, 15 a page, general or by vacancy. */
function RankingEntries({
  examId,
  vacancyId,
  page,
  onVacancy,
  onPage,
}: {
  examId: string;
  vacancyId: number | null;
  page: number;
  onVacancy: (vacancyId: number | null) => void;
  onPage: (page: number) => void;
}) {
  const { http } = usePlatform();
  // the vacancies come with the general ranking's first page (cached: the first page most students see)
  const general = useQuery(rankingPageQuery(http, examId, null, 1));
  const ranking = useQuery(rankingPageQuery(http, examId, vacancyId, page));
  const vacancies = general.data?.vacancies ?? [];
  const vacancy = vacancies.find((item) => item.id === vacancyId);

  return (
    <PageSection title="Classificação">
      {vacancies.length > 0 && (
        <LabelledSelect
          label="Ranking por cargo"
          css={{ maxWidth: 320 }}
          value={vacancyId ?? ''}
          onChange={(event) => onVacancy(event.target.value === '' ? null : Number(event.target.value))}
          options={[
            { value: '', label: 'Geral (todos os cargos)' },
            ...vacancies.map((item) => ({
              value: item.id,
              label: `${item.name} (${formatNumber(item.places)} vagas)`,
            })),
          ]}
        />
      )}
      <QueryView
        query={ranking}
        errorMessage="Não foi possível carregar a classificação."
        skeleton={<ContentSkeleton count={5} itemHeight={32} label="Carregando classificação" />}
        isEmpty={(data) => data.entries.length === 0}
        empty={<p>Ninguém neste ranking ainda.</p>}
      >
        {(data) => (
          <div
            aria-busy={ranking.isPlaceholderData}
            css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
          >
            <RankingTable
              caption={vacancy ? `Classificação: ${vacancy.name}` : 'Classificação geral'}
              entries={data.entries}
            />
            <RankingPager pagination={data.pagination} onPage={onPage} />
          </div>
        )}
      </QueryView>
    </PageSection>
  );
}

/** /rankings/{id}: one exam's facts, the student's position and the ranking (general or by vacancy). */
export function RankingExamPage() {
  const { http } = usePlatform();
  const { id = '' } = useParams();
  const exam = useQuery(rankingExamQuery(http, id));
  const [vacancyId, setVacancyId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const breadcrumb = (
    <Breadcrumb
      segments={[{ label: 'Rankings', href: RANKINGS_PATH }, { label: exam.data?.name ?? 'Prova' }]}
    />
  );

  // a 404 is this area's own "does not exist": the whole page says so, with the way back to the list
  if (exam.isError && isNotFoundError(exam.error)) {
    return (
      <AreaPage title="Ranking não encontrado" breadcrumb={breadcrumb}>
        <EmptyState
          title="Esta prova não existe ou foi removida"
          description="Confira as provas com ranking disponíveis."
          action={
            <Link to={RANKINGS_PATH} css={(theme) => ({ color: theme.colors.primary })}>
              Voltar para Rankings
            </Link>
          }
        />
      </AreaPage>
    );
  }
  return (
    <AreaPage
      title={exam.data?.name ?? 'Ranking'}
      breadcrumb={breadcrumb}
      actions={
        exam.data?.status === 'open' ? (
          <LinkButton to={`${RANKINGS_PATH}/${id}/submit`}>
            {exam.data.submitted ? 'Atualizar meu gabarito' : 'Enviar meu gabarito'}
          </LinkButton>
        ) : undefined
      }
    >
      <QueryView
        query={exam}
        errorMessage="Não foi possível carregar este ranking."
        skeleton={<ContentSkeleton count={1} itemHeight={120} label="Carregando ranking" />}
      >
        {(data) => (
          <>
            <RankingExamFacts exam={data} />
            <OwnPosition
              exam={data}
              onGoTo={(ownPage) => {
                setVacancyId(null);
                setPage(ownPage);
              }}
            />
            <RankingEntries
              examId={id}
              vacancyId={vacancyId}
              page={page}
              onVacancy={(next) => {
                setVacancyId(next);
                setPage(1);
              }}
              onPage={setPage}
            />
            <PrefetchLink
              to={RANKINGS_PATH}
              prefetchData={rankingExamsQuery(http)}
              css={(theme) => ({ color: theme.colors.primary })}
            >
              Ver todos os rankings
            </PrefetchLink>
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
