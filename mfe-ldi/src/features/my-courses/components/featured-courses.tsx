import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, QueryView } from 'shared-design-system/area';
import { featuredCoursesQuery } from '../api/get-featured-courses';
import { CatalogueCourseList } from './catalogue-course-list';

/** The 'Destaques' tab of /todos-os-cursos: the courses the platform highlights (up to 20). */
export function FeaturedCourses() {
  const platform = usePlatform();
  const featured = useQuery(featuredCoursesQuery(platform));
  return (
    <QueryView
      query={featured}
      errorMessage="Não foi possível carregar os cursos em destaque."
      skeleton={<ContentSkeleton shape="list" count={3} label="Carregando destaques" />}
      empty={{
        title: 'Nenhum curso em destaque',
        description: 'Os cursos em destaque aparecem aqui assim que forem escolhidos.',
      }}
    >
      {(list) => <CatalogueCourseList courses={list} label="Cursos em destaque" headingLevel={2} />}
    </QueryView>
  );
}
