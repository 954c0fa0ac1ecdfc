import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView } from 'shared-design-system/area';
import { coursesByProductQuery } from '../api/get-courses-by-product';
import { CatalogueCourseList } from './catalogue-course-list';

/** The address parameter naming a product of the shop (its ecommerce item id): /todos-os-cursos?produto=1004. */
export const PRODUCT_PARAM = 'produto';

/** A product id from the address: a positive whole number, else none. */
export function productParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /todos-os-cursos?produto={ecommerce item id}: the courses a purchase gave the student (GET
 * /v3/courses?ecommerce_item_id), above their lists, each saying whether it is already in my courses.
 */
export function ProductCourses({ productId }: { productId: number }) {
  const platform = usePlatform();
  const courses = useQuery(coursesByProductQuery(platform, productId));
  return (
    <PageSection title="Cursos do produto">
      <QueryView
        query={courses}
        errorMessage="Não foi possível carregar os cursos deste produto."
        skeleton={<ContentSkeleton shape="list" count={2} label="Carregando os cursos do produto" />}
        empty={{
          title: 'Nenhum curso neste produto',
          description: 'Os cursos deste produto aparecem aqui assim que forem liberados.',
        }}
      >
        {(list) => <CatalogueCourseList courses={list} label="Cursos do produto" />}
      </QueryView>
    </PageSection>
  );
}
