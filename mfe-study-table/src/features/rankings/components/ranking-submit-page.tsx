import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  usePlatform,
  type RankingResult,
  type RankingSubmission,
  type RankingSubmitForm,
} from 'shared-contracts';
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
  shapeGuard,
  useSessionUser,
  useStudentDraft,
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

/** An entry being filled in: the number of correct answers as typed, so an invalid one is kept to correct. */
interface EntryDraft {
  vacancyId: number;
  correct: string;
  nameVisible: boolean;
}

const isEntryDraft = shapeGuard<EntryDraft>({
  vacancyId: 'number',
  correct: 'string',
  nameVisible: 'boolean',
});
const isEntryDraftOrNull = (value: unknown): value is EntryDraft | null =>
  value === null || isEntryDraft(value);

/**
 * The entry the form shows: the student's draft of this exam's entry (kept per student until it is sent, so a
 * reload or a sign-in round trip loses nothing), else the entry already sent, else a blank one. The whole
 * entry is the draft, not only 'Acertos': a number restored beside another cargo could be sent by mistake.
 */
function useEntryDraft(examId: string, form: RankingSubmitForm) {
  const [draft, setDraft, clearDraft] = useStudentDraft<EntryDraft | null>(
    `ranking-entry:${examId}`,
    null,
    isEntryDraftOrNull,
  );
  // a cargo the exam no longer offers is not kept
  const offered = draft !== null && form.vacancies.some((vacancy) => vacancy.id === draft.vacancyId);
  const entry: EntryDraft = {
    vacancyId: offered ? draft.vacancyId : (form.current?.vacancy_id ?? form.vacancies[0]?.id ?? 0),
    correct: draft?.correct ?? (form.current ? String(form.current.correct) : ''),
    nameVisible: draft?.nameVisible ?? form.current?.name_visible ?? true,
  };
  const change = (next: Partial<EntryDraft>) => setDraft({ ...entry, ...next });
  return [entry, change, clearDraft] as const;
}

function EntryForm({ examId, form, userId }: { examId: string; form: RankingSubmitForm; userId: number }) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const [{ vacancyId, correct, nameVisible }, changeEntry, clearEntry] = useEntryDraft(examId, form);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const value = Number(correct);
  const correctError =
    correct.trim() === '' || !Number.isInteger(value) || value < 0 || value > form.questions
      ? correctRangeError(form.questions)
      : undefined;
  const result = useQuery(rankingResultQuery(http, examId, userId));
  const send = useMutation({
    mutationFn: (entry: RankingSubmission) => submitRankingEntry(http, examId, entry),
    onMutate: () => setFailure(null),
    onSuccess: (_, entry) => {
      // sent: the form now shows the entry as the server keeps it, and the draft is done with
      queryClient.setQueryData(rankingSubmitFormQuery(http, examId).queryKey, (old) =>
        old ? { ...old, current: entry } : old,
      );
      clearEntry();
      return Promise.all(
        RANKING_KEYS_AFTER_SUBMIT(examId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    // the entry stays in the form and in the draft, so the student can correct it or try again
    onError: async (error) => setFailure(await readApiErrorMessage(error, SUBMIT_FAILED)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!correctError && !send.isPending)
      send.mutate({ vacancy_id: vacancyId, correct: value, name_visible: nameVisible });
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
          onChange={(event) => changeEntry({ vacancyId: Number(event.target.value) })}
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
          onChange={(event) => changeEntry({ correct: event.target.value })}
        />
        <Checkbox
          label="Mostrar meu nome no ranking"
          checked={nameVisible}
          onChange={(event) => changeEntry({ nameVisible: event.target.checked })}
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
