import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePlatform, type Goal, type GoalClassification } from 'shared-contracts';
import { Button, Checkbox, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  QueryView,
  isArrayOf,
  isNumber,
  readApiErrorMessage,
  Pager,
  shapeGuard,
  useStudentDraft,
} from 'shared-design-system/area';
import { GOALS_PATH } from '../../../constants';
import { goalWords, useGoalWords, type GoalWords } from '../../../lib/goal-words';
import { goalsQuery } from '../../goals/api/get-goals';
import { isGoal } from '../../goals/api/goal-guards';
import { addUserGoal, USER_GOALS_KEY } from '../../goals/api/user-goals';
import { shelfAvailableFiltersQuery } from '../../shelves/api/get-shelf-available-filters';
import { wizardAccessQuery } from '../api/get-wizard-access';

/** The wizard's texts in the vertical's word for goals. */
export function wizardTexts(w: GoalWords) {
  return {
    title: `Boas-vindas! Escolha seus ${w.many}`,
    saved: `Seus ${w.many} foram salvos.`,
    saveFailed: `Não foi possível salvar seus ${w.many}. Tente novamente.`,
    steps: ['Área', w.Many, 'Confirmação'] as const,
  };
}
const STEP_COUNT = 3;

/**
 * How far the student went in the wizard: the step, the area and the goals chosen, the page of the area's
 * goals, and the goals an attempt that failed later did save (not sent again). Kept per student until the
 * goals are saved (useStudentDraft), so a reload or a sign-in round trip (a 401 on saving) loses nothing.
 */
interface WizardProgress {
  step: number;
  area: GoalClassification | null;
  chosen: Goal[];
  page: number;
  saved: number[];
}
const WIZARD_PROGRESS_KEY = 'goals:welcome-wizard';
const START: WizardProgress = { step: 0, area: null, chosen: [], page: 1, saved: [] };
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isClassification = shapeGuard<GoalClassification>({ id: 'number', name: 'string' });
const isProgressShape = shapeGuard<WizardProgress>({
  step: (value) => isInteger(value) && value >= 0 && value < STEP_COUNT,
  area: (value) => value === null || isClassification(value),
  chosen: (value) => isArrayOf(value, isGoal),
  page: (value) => isInteger(value) && value >= 1,
  saved: (value) => isArrayOf(value, isNumber),
});
/** Stored progress that can be shown: a later step has what the earlier ones chose, else the wizard starts over. */
function isWizardProgress(value: unknown): value is WizardProgress {
  return (
    isProgressShape(value) &&
    (value.step === 0 || value.area !== null) &&
    (value.step < 2 || value.chosen.length > 0)
  );
}

function StepHeader({ step }: { step: number }) {
  const { steps } = wizardTexts(useGoalWords());
  return (
    <ol
      aria-label="Etapas"
      css={(theme) => ({ display: 'flex', gap: theme.space.md, listStyle: 'none', margin: 0, padding: 0 })}
    >
      {steps.map((name, index) => (
        <li
          key={name}
          aria-current={index === step ? 'step' : undefined}
          css={(theme) => ({
            fontWeight: index === step ? 700 : 400,
            color: index === step ? theme.colors.primary : theme.colors.textMuted,
          })}
        >
          {`${index + 1}. ${name}`}
        </li>
      ))}
    </ol>
  );
}

function AreaStep({
  chosen,
  onChoose,
}: {
  chosen: GoalClassification | null;
  onChoose: (area: GoalClassification) => void;
}) {
  const platform = usePlatform();
  const filters = useQuery(shelfAvailableFiltersQuery(platform));
  return (
    <QueryView
      query={filters}
      errorMessage="Não foi possível carregar as áreas."
      skeleton={<ContentSkeleton shape="list" count={3} label="Carregando áreas" />}
      isEmpty={(data) => data.classifications.length === 0}
      empty={<p>Nenhuma área disponível.</p>}
    >
      {(data) => (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>Para qual área você se prepara?</legend>
          {data.classifications.map((area) => (
            <label key={area.id} css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <input
                type="radio"
                name="area"
                checked={chosen?.id === area.id}
                onChange={() => onChoose(area)}
              />
              {area.name}
            </label>
          ))}
        </fieldset>
      )}
    </QueryView>
  );
}

function GoalsStep({
  area,
  chosen,
  onToggle,
  page,
  onPage,
}: {
  area: GoalClassification;
  chosen: Goal[];
  onToggle: (goal: Goal, checked: boolean) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  // 15 a page (spec 2 §9); goals chosen on one page stay chosen on the others
  const goals = useQuery(goalsQuery(platform, { searchType: 'classification', parentId: area.id, page }));
  return (
    <QueryView
      query={goals}
      errorMessage={`Não foi possível carregar os ${wording.objectives.toLowerCase()} da área.`}
      skeleton={
        <ContentSkeleton shape="list" count={3} label={`Carregando ${wording.objectives.toLowerCase()}`} />
      }
      isEmpty={(data) => data.goals.length === 0}
      empty={<p>{`Nenhum ${wording.objective.toLowerCase()} nesta área.`}</p>}
    >
      {(data) => (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend
            css={{ fontWeight: 600, marginBottom: 8 }}
          >{`${wording.objectives} de ${area.name}`}</legend>
          {data.goals.map((goal) => (
            <Checkbox
              key={goal.id}
              label={goal.name}
              checked={chosen.some((item) => item.id === goal.id)}
              onChange={(event) => onToggle(goal, event.target.checked)}
            />
          ))}
          <Pager
            page={data.pagination.page}
            lastPage={data.pagination.last_page}
            onPage={onPage}
            label={`Páginas de ${wording.objectives.toLowerCase()}`}
          />
        </fieldset>
      )}
    </QueryView>
  );
}

/**
 * /objetivos/bem-vindo: the welcome wizard, shown only when GET wizardAccessControl allows: choose an area,
 * then goals of that area, then confirm; the chosen goals are saved (POST userGoals) and the list opens.
 */
export function WelcomeWizardPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const w = goalWords(wording);
  const texts = wizardTexts(w);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useQuery(wizardAccessQuery(platform));
  const [progress, setProgress, clearProgress] = useStudentDraft(
    WIZARD_PROGRESS_KEY,
    START,
    isWizardProgress,
  );
  const { step, area, chosen, page } = progress;
  const change = (next: Partial<WizardProgress>) => setProgress({ ...progress, ...next });
  const showWizard = access.data?.show_wizard;
  useEffect(() => {
    // a wizard no longer offered has no progress to keep
    if (showWizard === false) clearProgress();
  }, [showWizard, clearProgress]);
  const save = useMutation({
    mutationFn: async (start: WizardProgress) => {
      let saved = start.saved;
      for (const goal of start.chosen) {
        // goals already saved by an attempt that failed later are not sent again on retry
        if (saved.includes(goal.id)) continue;
        await addUserGoal(platform, goal.id);
        saved = [...saved, goal.id];
        setProgress({ ...start, saved });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_GOALS_KEY }),
    onSuccess: () => {
      clearProgress();
      void queryClient.invalidateQueries({ queryKey: wizardAccessQuery(platform).queryKey });
      platform.toast({ kind: 'success', message: texts.saved });
      navigate(GOALS_PATH);
    },
  });
  const [saveError, setSaveError] = useState<string | null>(null);

  return (
    <AreaPage title={texts.title}>
      <QueryView
        query={access}
        errorMessage="Não foi possível abrir o assistente."
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando assistente" />}
      >
        {(data) =>
          !data.show_wizard ? (
            <EmptyState
              title={`Seus ${wording.objectives.toLowerCase()} já foram escolhidos`}
              description={`Você pode ver ou mudar seus ${wording.objectives.toLowerCase()} na sua lista.`}
              action={<Link to={GOALS_PATH}>{`Ver meus ${wording.objectives.toLowerCase()}`}</Link>}
            />
          ) : (
            <section aria-labelledby="etapa-titulo" css={{ display: 'grid', gap: 16 }}>
              <StepHeader step={step} />
              <h2
                id="etapa-titulo"
                css={{ margin: 0 }}
              >{`Etapa ${step + 1} de ${STEP_COUNT}: ${texts.steps[step]}`}</h2>
              {step === 0 && (
                <AreaStep
                  chosen={area}
                  // another area's goals start at their first page
                  onChoose={(next) => change({ area: next, page: next.id === area?.id ? page : 1 })}
                />
              )}
              {step === 1 && area && (
                <GoalsStep
                  area={area}
                  chosen={chosen}
                  onToggle={(goal, checked) =>
                    change({
                      chosen: checked ? [...chosen, goal] : chosen.filter((item) => item.id !== goal.id),
                    })
                  }
                  page={page}
                  onPage={(next) => change({ page: next })}
                />
              )}
              {step === 2 && (
                <>
                  <p
                    css={{ margin: 0 }}
                  >{`Você escolheu ${chosen.length === 1 ? `1 ${w.one}` : `${chosen.length} ${w.many}`}:`}</p>
                  <ul aria-label={`${wording.objectives} escolhidos`}>
                    {chosen.map((goal) => (
                      <li key={goal.id}>{goal.name}</li>
                    ))}
                  </ul>
                  {saveError && <p role="alert">{saveError}</p>}
                </>
              )}
              <div css={{ display: 'flex', gap: 8 }}>
                {step > 0 && (
                  <Button
                    variant="secondary"
                    onClick={() => change({ step: step - 1 })}
                    disabled={save.isPending}
                  >
                    Voltar
                  </Button>
                )}
                {step < 2 ? (
                  <Button
                    onClick={() => change({ step: step + 1 })}
                    disabled={step === 0 ? area === null : chosen.length === 0}
                  >
                    Continuar
                  </Button>
                ) : (
                  <Button
                    loading={save.isPending}
                    onClick={() => {
                      setSaveError(null);
                      save.mutate(progress, {
                        onError: async (error) =>
                          setSaveError((await readApiErrorMessage(error)) ?? texts.saveFailed),
                      });
                    }}
                  >
                    {`Salvar ${w.many}`}
                  </Button>
                )}
              </div>
            </section>
          )
        }
      </QueryView>
    </AreaPage>
  );
}
