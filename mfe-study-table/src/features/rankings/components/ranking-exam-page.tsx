import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePlatform, type RankingExam } from 'shared-contracts';
import { Breadcrumb, Button, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatNumber,
  isNotFoundError,
  LinkButton,
  pageHref,
  Pager,
  PageSection,
  PrefetchLink,
  QueryView,
  usePagePastEnd,
  useSessionUser,
  useUrlParams,
} from 'shared-design-system/area';
import { RANKINGS_PATH } from '../../../constants';
import { rankingPageQuery, rankingUserPositionQuery } from '../api/get-ranking-entries';
import { rankingExamQuery, rankingExamsQuery } from '../api/get-ranking-exams';
import { RANKING_PARAMS, rankingFromParams, rankingToParams } from '../ranking-params';
import { RankingExamFacts } from './rankings-page';
import { RankingTable } from './ranking-table';
import { LabelledSelect } from '../../../lib/labelled-select';

const CLASSIFICATION_SKELETON = (
  <ContentSkeleton count={5} itemHeight={32} label="Carregando classificação" />
);

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

/**
 * The exam's ranking, 15 a page, general or by vacancy. The vacancy the address asks for is checked against
 * the exam's vacancies before its ranking is asked: an unknown one shows the general ranking, and a page past
 * the last one goes back to the first.
 */
function RankingEntries({
  examId,
  askedVacancyId,
  page,
  onShow,
}: {
  examId: string;
  askedVacancyId: number | null;
  page: number;
  onShow: (vacancyId: number | null, page: number) => void;
}) {
  const { http } = usePlatform();
  // the vacancies come with the general ranking's first page (cached: the first page most students see)
  const general = useQuery(rankingPageQuery(http, examId, null, 1));
  const vacancies = general.data?.vacancies ?? [];
  const vacancy = vacancies.find((item) => item.id === askedVacancyId);
  const vacancyId = vacancy?.id ?? null;
  // until the vacancies are known, nothing is asked for the address's vacancy (not even the general page)
  const checking = askedVacancyId !== null && general.isPending;
  const ranking = useQuery({ ...rankingPageQuery(http, examId, vacancyId, page), enabled: !checking });
  // the pages are links (open apart, shared) to the vacancy shown: an unknown one of the address is not kept
  const { pathname, search } = useLocation();
  const hrefOfPage = (next: number) => {
    const params = new URLSearchParams(search);
    if (vacancyId === null) params.delete(RANKING_PARAMS.vacancy);
    else params.set(RANKING_PARAMS.vacancy, String(vacancyId));
    return pageHref(pathname, params, RANKING_PARAMS.page, next);
  };
  // the first page of the vacancy shown (an unknown one of the address is not kept)
  const pastEnd = usePagePastEnd(
    page,
    ranking.isPlaceholderData ? undefined : ranking.data?.pagination.last_page,
    () => onShow(vacancyId, 1),
  );

  return (
    <PageSection title="Classificação">
      {vacancies.length > 0 && (
        <LabelledSelect
          label="Ranking por cargo"
          css={{ maxWidth: 320 }}
          value={vacancyId ?? ''}
          onChange={(event) => onShow(event.target.value === '' ? null : Number(event.target.value), 1)}
          options={[
            { value: '', label: 'Geral (todos os cargos)' },
            ...vacancies.map((item) => ({
              value: item.id,
              label: `${item.name} (${formatNumber(item.places)} vagas)`,
            })),
          ]}
        />
      )}
      {/* a page past the end is on its way back to the first one: not shown as an empty ranking meanwhile */}
      {pastEnd ? (
        CLASSIFICATION_SKELETON
      ) : (
        <QueryView
          query={ranking}
          errorMessage="Não foi possível carregar a classificação."
          skeleton={CLASSIFICATION_SKELETON}
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
              <Pager
                page={data.pagination.page}
                lastPage={data.pagination.last_page}
                label="Páginas do ranking"
                hrefOf={hrefOfPage}
              />
            </div>
          )}
        </QueryView>
      )}
    </PageSection>
  );
}

/** /rankings/{id}: one exam's facts, the student's position and the ranking (general or by vacancy). */
export function RankingExamPage() {
  const { http } = usePlatform();
  const { id = '' } = useParams();
  const exam = useQuery(rankingExamQuery(http, id));
  // the vacancy and the page are in the address: a reload, a shared link or a sign-in round trip shows them
  const [params, updateParams] = useUrlParams();
  const asked = rankingFromParams(params);
  const show = useCallback(
    (vacancyId: number | null, page: number) => updateParams(rankingToParams(vacancyId, page)),
    [updateParams],
  );
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
            <OwnPosition exam={data} onGoTo={(ownPage) => show(null, ownPage)} />
            <RankingEntries examId={id} askedVacancyId={asked.vacancyId} page={asked.page} onShow={show} />
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
