import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import { catalogCategorizedQuery } from '../api/get-catalog-categorized';
import { CatalogueCourseList } from './catalogue-course-list';

/** The 'Catálogo por categoria' tab of /todos-os-cursos: each category with its courses (empty ones left out). */
export function CatalogueByCategory() {
  const platform = usePlatform();
  const categorized = useQuery({
    ...catalogCategorizedQuery(platform),
    select: (list) => list.filter((category) => category.courses.length > 0),
  });
  return (
    <QueryView
      query={categorized}
      errorMessage="Não foi possível carregar o catálogo por categoria."
      skeleton={<ContentSkeleton shape="list" count={3} label="Carregando o catálogo por categoria" />}
      empty={{
        title: 'Nenhum curso publicado',
        description: 'Os cursos aparecem aqui, por categoria, assim que forem publicados.',
      }}
    >
      {(categories) =>
        categories.map((category) => (
          <PageSection key={category.id} title={category.name}>
            <CatalogueCourseList courses={category.courses} label={`Cursos de ${category.name}`} />
          </PageSection>
        ))
      }
    </QueryView>
  );
}
