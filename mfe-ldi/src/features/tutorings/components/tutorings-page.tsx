import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState, Input } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  PageSection,
  pluralize,
  QueryView,
  useUrlParams,
} from 'shared-design-system/area';
import { CatalogFilterGroups } from '../../../lib/marked-catalog/catalog-filter-groups';
import { AREA_PARAM, CLASSIFICATION_IDS, positiveIds } from '../../../lib/marked-catalog/catalog-filters';
import { tutoringsApi } from '../api/tutorings-api';
import { FEATURED_SHELF_PATH, TERM_PARAM } from '../constants';
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
  // the address keeps the filters and the term (each change replaces it), so the catalogue can be shared and
  // comes back as it was
  const [params, update] = useUrlParams();
  const chosen = positiveIds(params.getAll(AREA_PARAM));
  const term = params.get(TERM_PARAM) ?? '';
  const mine = useQuery(tutoringsApi.mine(platform));
  const featured = useQuery(tutoringsApi.featured(platform));
  const classifications = useQuery(tutoringsApi.classifications(platform));
  const catalog = useQuery(tutoringsApi.catalog(platform, { [CLASSIFICATION_IDS]: chosen }));

  return (
    <AreaPage title={wording.tutoring}>
      <PageSection title="Minha lista">
        <QueryView
          query={mine}
          errorMessage="Não foi possível carregar a sua lista."
          skeleton={<ContentSkeleton shape="list" count={1} label="Carregando a sua lista" />}
          empty={<p css={{ margin: 0 }}>Sua lista está vazia.</p>}
        >
          {(list) => <TutoringList entries={list} label="Minha lista" platform={platform} />}
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
            {(list) => <TutoringList entries={list} label="Destaques" platform={platform} />}
          </QueryView>
        </PageSection>
      )}

      <PageSection title="Catálogo">
        <Input
          type="search"
          label={`Buscar em ${wording.tutorings}`}
          name={TERM_PARAM}
          value={term}
          onChange={(event) => update({ [TERM_PARAM]: event.target.value })}
        />
        <CatalogFilterGroups
          classifications={classifications}
          params={params}
          onParams={update}
          errorMessages={{ classifications: 'Não foi possível carregar os filtros.' }}
        />
        <QueryView
          query={catalog}
          isEmpty={(page) => page.data.length === 0}
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
          {({ data: list }) => {
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
                  <TutoringList entries={found} label="Catálogo" platform={platform} />
                )}
              </>
            );
          }}
        </QueryView>
      </PageSection>
    </AreaPage>
  );
}
