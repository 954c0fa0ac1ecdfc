import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  FilterChecks,
  PageSection,
  pluralize,
  QueryView,
} from 'shared-design-system/area';
import {
  featuredTutoringsQuery,
  myTutoringsQuery,
  presentIds,
  tutoringFiltersQuery,
  tutoringsCatalogQuery,
} from '../api/tutorings-api';
import { AREA_PARAM, FEATURED_SHELF_PATH, TERM_PARAM } from '../constants';
import { matchesTerm } from '../state/matches-term';
import { TutoringList } from './tutoring-list';

/**
 * /monitorias, titled with the vertical's word (Monitoria, Curso Especial, Curso especial): the student's list,
 * the featured tutorings and the catalogue (200) narrowed by classification (100) and by a search term. Each
 * part says on its own when it could not be loaded.
 */
export function TutoringsPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const [params, setParams] = useSearchParams();
  const chosen = presentIds(params.getAll(AREA_PARAM).map(Number));
  const term = params.get(TERM_PARAM) ?? '';
  const mine = useQuery(myTutoringsQuery(platform));
  const featured = useQuery(featuredTutoringsQuery(platform));
  const filters = useQuery(tutoringFiltersQuery(platform));
  const catalog = useQuery(tutoringsCatalogQuery(platform, chosen));

  /** The address keeps the filters and the term, so the catalogue can be shared and comes back as it was. */
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );

  return (
    <AreaPage title={wording.tutoring}>
      <PageSection title="Minha lista">
        <QueryView
          query={mine}
          errorMessage="Não foi possível carregar a sua lista."
          skeleton={<ContentSkeleton shape="list" count={1} label="Carregando a sua lista" />}
          empty={<p css={{ margin: 0 }}>Sua lista está vazia.</p>}
        >
          {(list) => <TutoringList tutorings={list} label="Minha lista" platform={platform} />}
        </QueryView>
      </PageSection>

      {featured.data?.length !== 0 && (
        <PageSection
          title="Destaques"
          actions={featured.data && <Link to={FEATURED_SHELF_PATH}>Ver estante de destaques</Link>}
        >
          <QueryView
            query={featured}
            errorMessage="Não foi possível carregar os destaques."
            skeleton={
              <ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando destaques" />
            }
          >
            {(list) => <TutoringList tutorings={list} label="Destaques" platform={platform} />}
          </QueryView>
        </PageSection>
      )}

      <PageSection title="Catálogo">
        <Input
          type="search"
          label={`Buscar em ${wording.tutorings}`}
          name={TERM_PARAM}
          value={term}
          onChange={(event) =>
            update((next) => {
              if (event.target.value === '') next.delete(TERM_PARAM);
              else next.set(TERM_PARAM, event.target.value);
            })
          }
        />
        <QueryView
          query={filters}
          errorMessage="Não foi possível carregar os filtros."
          skeleton={null}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <FilterChecks
              legend="Áreas"
              options={list.map((entry) => ({ key: String(entry.id), label: entry.name }))}
              value={Object.fromEntries(chosen.map((id) => [String(id), true]))}
              onChange={(value) =>
                update((next) => {
                  next.delete(AREA_PARAM);
                  for (const [id, on] of Object.entries(value)) if (on) next.append(AREA_PARAM, id);
                })
              }
            />
          )}
        </QueryView>
        <QueryView
          query={catalog}
          errorMessage="Não foi possível carregar o catálogo."
          skeleton={
            <ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando o catálogo" />
          }
          empty={
            <EmptyState
              title={chosen.length > 0 ? 'Nada encontrado nestas áreas' : 'Nada publicado ainda'}
              description={
                chosen.length > 0
                  ? 'Escolha outras áreas para ver mais opções.'
                  : 'Novos conteúdos aparecem aqui assim que forem publicados.'
              }
            />
          }
        >
          {(list) => {
            const found = term.trim() === '' ? list : list.filter((entry) => matchesTerm(entry, term));
            return (
              <>
                <p role="status" css={{ margin: 0 }}>
                  {term.trim() === ''
                    ? ''
                    : `${pluralize(found.length, 'resultado', 'resultados')} para "${term.trim()}"`}
                </p>
                {found.length === 0 ? (
                  <EmptyState
                    title={`Nada encontrado para "${term.trim()}"`}
                    description="Tente outro termo ou apague a busca."
                  />
                ) : (
                  <TutoringList tutorings={found} label="Catálogo" platform={platform} />
                )}
              </>
            );
          }}
        </QueryView>
      </PageSection>
    </AreaPage>
  );
}
