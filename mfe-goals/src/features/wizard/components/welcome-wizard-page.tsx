import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePlatform, type Goal, type GoalClassification } from 'shared-contracts';
import { Button, Checkbox, EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, QueryView, readApiErrorMessage, Pager } from 'shared-design-system/area';
import { GOALS_PATH } from '../../../constants';
import { goalWords, useGoalWords, type GoalWords } from '../../../lib/goal-words';
import { goalsQuery } from '../../goals/api/get-goals';
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
}: {
  area: GoalClassification;
  chosen: Goal[];
  onToggle: (goal: Goal, checked: boolean) => void;
}) {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const [page, setPage] = useState(1);
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
            onPage={setPage}
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
  const [step, setStep] = useState(0);
  const [area, setArea] = useState<GoalClassification | null>(null);
  const [chosen, setChosen] = useState<Goal[]>([]);
  // goals already saved by an attempt that failed later are not sent again on retry
  const saved = useRef(new Set<number>());
  const save = useMutation({
    mutationFn: async (goals: Goal[]) => {
      for (const goal of goals) {
        if (saved.current.has(goal.id)) continue;
        await addUserGoal(platform, goal.id);
        saved.current.add(goal.id);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_GOALS_KEY }),
    onSuccess: () => {
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
              {step === 0 && <AreaStep chosen={area} onChoose={setArea} />}
              {step === 1 && area && (
                <GoalsStep
                  area={area}
                  chosen={chosen}
                  onToggle={(goal, checked) =>
                    setChosen((current) =>
                      checked ? [...current, goal] : current.filter((item) => item.id !== goal.id),
                    )
                  }
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
                  <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={save.isPending}>
                    Voltar
                  </Button>
                )}
                {step < 2 ? (
                  <Button
                    onClick={() => setStep(step + 1)}
                    disabled={step === 0 ? area === null : chosen.length === 0}
                  >
                    Continuar
                  </Button>
                ) : (
                  <Button
                    loading={save.isPending}
                    onClick={() => {
                      setSaveError(null);
                      save.mutate(chosen, {
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
