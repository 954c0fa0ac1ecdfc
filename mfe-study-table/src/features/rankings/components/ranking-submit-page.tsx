import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform, type RankingResult, type RankingSubmitForm } from 'shared-contracts';
import { Breadcrumb, Button, Checkbox, EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatNumber,
  isNotFoundError,
  LinkButton,
  PageSection,
  QueryView,
  readApiErrorMessage,
  useSessionUser,
} from 'shared-design-system/area';
import { RANKINGS_PATH } from '../../../constants';
import {
  RANKING_KEYS_AFTER_SUBMIT,
  rankingResultQuery,
  rankingSubmitFormQuery,
  submitRankingEntry,
} from '../api/get-ranking-entries';
import { LabelledSelect } from '../../../lib/labelled-select';

export const SUBMIT_FAILED = 'Não foi possível enviar seu gabarito.';
export const correctRangeError = (questions: number) =>
  `Informe um número de acertos entre 0 e ${formatNumber(questions)}.`;

/** The student's result: general and vacancy positions. */
function ResultView({ result }: { result: RankingResult }) {
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: theme.space.sm,
        rowGap: theme.space.xxs,
        margin: 0,
        '& dd': { margin: 0, fontWeight: 700 },
      })}
    >
      <dt>Posição geral</dt>
      <dd>{`${formatNumber(result.position)}º de ${formatNumber(result.participants)}`}</dd>
      <dt>Posição no cargo</dt>
      <dd>{`${formatNumber(result.vacancy_position)}º de ${formatNumber(result.vacancy_participants)}`}</dd>
      <dt>Nota</dt>
      <dd>{formatNumber(result.score)}</dd>
    </dl>
  );
}

function EntryForm({ examId, form, userId }: { examId: string; form: RankingSubmitForm; userId: number }) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const [vacancyId, setVacancyId] = useState(form.current?.vacancy_id ?? form.vacancies[0]?.id ?? 0);
  const [correct, setCorrect] = useState(form.current ? String(form.current.correct) : '');
  const [nameVisible, setNameVisible] = useState(form.current?.name_visible ?? true);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const value = Number(correct);
  const correctError =
    correct.trim() === '' || !Number.isInteger(value) || value < 0 || value > form.questions
      ? correctRangeError(form.questions)
      : undefined;
  const result = useQuery(rankingResultQuery(http, examId, userId));
  const send = useMutation({
    mutationFn: () =>
      submitRankingEntry(http, examId, { vacancy_id: vacancyId, correct: value, name_visible: nameVisible }),
    onMutate: () => setFailure(null),
    onSuccess: () =>
      Promise.all(
        RANKING_KEYS_AFTER_SUBMIT(examId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    onError: async (error) => setFailure(await readApiErrorMessage(error, SUBMIT_FAILED)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!correctError && !send.isPending) send.mutate();
  }

  return (
    <>
      <form
        aria-label="Gabarito"
        noValidate
        onSubmit={submit}
        css={(theme) => ({ display: 'grid', gap: theme.space.md, maxWidth: 480 })}
      >
        <LabelledSelect
          label="Cargo"
          value={vacancyId}
          onChange={(event) => setVacancyId(Number(event.target.value))}
          options={form.vacancies.map((vacancy) => ({ value: vacancy.id, label: vacancy.name }))}
        />
        <Input
          label="Acertos"
          type="number"
          inputMode="numeric"
          min={0}
          max={form.questions}
          hint={`De ${formatNumber(form.questions)} questões.`}
          value={correct}
          error={submitted ? correctError : undefined}
          onChange={(event) => setCorrect(event.target.value)}
        />
        <Checkbox
          label="Mostrar meu nome no ranking"
          checked={nameVisible}
          onChange={(event) => setNameVisible(event.target.checked)}
        />
        {failure && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
            {failure}
          </p>
        )}
        <div>
          <Button type="submit" loading={send.isPending}>
            {form.current ? 'Atualizar gabarito' : 'Enviar gabarito'}
          </Button>
        </div>
      </form>
      <PageSection title="Seu resultado">
        <div aria-live="polite">
          {send.isSuccess && <p css={{ margin: 0 }}>Gabarito enviado.</p>}
          <QueryView
            query={result}
            errorMessage="Não foi possível carregar seu resultado."
            skeleton={<ContentSkeleton count={1} itemHeight={64} label="Carregando seu resultado" />}
            isEmpty={(data) => data === null}
            empty={<p css={{ margin: 0 }}>Envie seu gabarito para ver sua posição.</p>}
          >
            {(data) => data && <ResultView result={data} />}
          </QueryView>
        </div>
        <LinkButton to={`${RANKINGS_PATH}/${examId}`} variant="secondary">
          Ver ranking
        </LinkButton>
      </PageSection>
    </>
  );
}

/** /rankings/{id}/submit: the entry form (GET), sent with POST, and the student's result. */
export function RankingSubmitPage() {
  const { http } = usePlatform();
  const { id = '' } = useParams();
  const user = useSessionUser();
  const form = useQuery(rankingSubmitFormQuery(http, id));
  const name = form.data?.exam_name ?? 'Prova';
  const breadcrumb = (
    <Breadcrumb
      segments={[
        { label: 'Rankings', href: RANKINGS_PATH },
        { label: name, href: `${RANKINGS_PATH}/${id}` },
        { label: 'Enviar gabarito' },
      ]}
    />
  );
  if (form.isError && isNotFoundError(form.error)) {
    return (
      <AreaPage title="Ranking não encontrado" breadcrumb={breadcrumb}>
        <EmptyState
          title="Esta prova não existe ou foi removida"
          description="Confira as provas com ranking disponíveis."
          action={<LinkButton to={RANKINGS_PATH}>Voltar para Rankings</LinkButton>}
        />
      </AreaPage>
    );
  }
  return (
    <AreaPage title={`Enviar gabarito: ${name}`} breadcrumb={breadcrumb}>
      <QueryView
        query={form}
        errorMessage="Não foi possível carregar o formulário do ranking."
        skeleton={<ContentSkeleton count={1} itemHeight={200} label="Carregando formulário" />}
      >
        {(data) => (user ? <EntryForm examId={id} form={data} userId={user.id} /> : null)}
      </QueryView>
    </AreaPage>
  );
}
