import { useQuery } from '@tanstack/react-query';
import { usePlatform, type Goal } from 'shared-contracts';
import {
  CardList,
  ContentSkeleton,
  PageSection,
  QueryView,
  formatBrl,
  formatHoursMinutes,
  pluralize,
  safeHref,
} from 'shared-design-system/area';
import { catalogProductsQuery } from '../api/get-catalog-products';
import { goalExamsQuery } from '../api/get-goal-exams';
import { incidenceAccessQuery } from '../api/get-incidence-access';
import { questionResourcesQuery } from '../api/get-question-resources';
import { useGoalWords, type GoalWords } from '../../../lib/goal-words';

export const INCIDENCE_TITLE = 'Incidência de assuntos';
export const incidenceAllowed = (w: GoalWords) => `Você tem acesso à incidência de assuntos deste ${w.one}.`;
export const incidenceDenied = (w: GoalWords) =>
  `A incidência de assuntos deste ${w.one} faz parte do acesso completo.`;
const UPSELL_PATH = '/garanta-acesso-completo?horizontal=objetivos';

/** GET /objetivos/goals/{id}/has-incidence-access: whether the goal's incidence is open to the student. */
export function IncidenceAccess({ goal }: { goal: Goal }) {
  const platform = usePlatform();
  const w = useGoalWords();
  const access = useQuery(incidenceAccessQuery(platform, goal.id));
  return (
    <PageSection title={INCIDENCE_TITLE}>
      <QueryView
        query={access}
        errorMessage="Não foi possível verificar seu acesso à incidência."
        skeleton={<ContentSkeleton shape="text" count={1} label="Verificando acesso" />}
      >
        {(data) =>
          data.has_access ? (
            <p css={{ margin: 0 }}>{incidenceAllowed(w)}</p>
          ) : (
            <p css={{ margin: 0 }}>
              {incidenceDenied(w)} <a href={UPSELL_PATH}>Garanta acesso completo</a>
            </p>
          )
        }
      </QueryView>
    </PageSection>
  );
}

/** GET /v3/goals/{id}/questions/resources: the goal's questions per discipline. */
export function QuestionResources({ goal }: { goal: Goal }) {
  const platform = usePlatform();
  const w = useGoalWords();
  const resources = useQuery(questionResourcesQuery(platform, goal.id));
  return (
    <PageSection title={`Questões do ${w.one}`}>
      <QueryView
        query={resources}
        errorMessage={`Não foi possível carregar as questões do ${w.one}.`}
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando questões" />}
        isEmpty={(data) => data.total_questions === 0}
        empty={<p css={{ margin: 0 }}>{`Este ${w.one} ainda não tem questões.`}</p>}
      >
        {(data) => (
          <>
            <p css={{ margin: 0 }}>{pluralize(data.total_questions, 'questão', 'questões')} no banco</p>
            <CardList label="Questões por disciplina">
              {data.disciplines.map((discipline) => (
                <li key={discipline.id}>
                  {discipline.name}: {pluralize(discipline.questions_count, 'questão', 'questões')}
                </li>
              ))}
            </CardList>
            <a href="/questoes/buscar">Resolver questões</a>
          </>
        )}
      </QueryView>
    </PageSection>
  );
}

/** GET /v3/goals/student-exam/{id}: the goal's mock exams. */
export function GoalExams({ goal }: { goal: Goal }) {
  const platform = usePlatform();
  const w = useGoalWords();
  const exams = useQuery(goalExamsQuery(platform, goal.id));
  return (
    <PageSection title={`Simulados do ${w.one}`}>
      <QueryView
        query={exams}
        errorMessage={`Não foi possível carregar os simulados do ${w.one}.`}
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando simulados" />}
        isEmpty={(data) => data.length === 0}
        empty={<p css={{ margin: 0 }}>{`Este ${w.one} ainda não tem simulados.`}</p>}
      >
        {(data) => (
          <CardList label={`Simulados do ${w.one}`}>
            {data.map((exam) => (
              <li key={exam.id}>
                <a href={`/cadernos-e-simulados/simulados/${exam.id}`}>{exam.title}</a>
                {` · ${pluralize(exam.questions_count, 'questão', 'questões')} · ${formatHoursMinutes(exam.duration)}`}
              </li>
            ))}
          </CardList>
        )}
      </QueryView>
    </PageSection>
  );
}

/** GET /bff/goals/{id}/catalog-products: products of the catalogue for the goal. */
export function CatalogProducts({ goal }: { goal: Goal }) {
  const platform = usePlatform();
  const w = useGoalWords();
  const products = useQuery(catalogProductsQuery(platform, goal.id));
  return (
    <PageSection title={`Produtos para este ${w.one}`}>
      <QueryView
        query={products}
        errorMessage={`Não foi possível carregar os produtos do ${w.one}.`}
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando produtos" />}
        isEmpty={(data) => data.length === 0}
        empty={<p css={{ margin: 0 }}>{`Nenhum produto do catálogo para este ${w.one}.`}</p>}
      >
        {(data) => (
          <CardList label={`Produtos para este ${w.one}`}>
            {data.map((product) => (
              <li key={product.id}>
                {safeHref(product.url) ? (
                  <a href={safeHref(product.url)}>{product.title}</a>
                ) : (
                  <span>{product.title}</span>
                )}
                {` · ${formatBrl(product.price)}`}
              </li>
            ))}
          </CardList>
        )}
      </QueryView>
    </PageSection>
  );
}
