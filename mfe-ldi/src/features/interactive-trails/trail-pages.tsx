import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform, type LdiCourse } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  formatHoursMinutes,
  isNotFoundError,
  QueryView,
} from 'shared-design-system/area';
import { CHAPTER_PARAM, INTERACTIVE_TRAILS_PATH, MY_COURSES_PATH } from '../../constants';
import { chaptersQuery, documentQuery } from '../reader/api/get-document';
import { chapterPercentageQuery, courseProgressQuery } from '../reader/api/progress';
import { totalElapsedQuery } from '../reader/api/study-time';
import { OrdinaryReader, ReaderFrame } from '../reader/components/reader-page';

const TRAILS_CRUMB = { label: 'Trilhas interativas', href: MY_COURSES_PATH };

/** /trilhas-interativas/{slug}: an interactive trail, read like a document, with a link to its panel. */
export function InteractiveTrailPage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const document = useQuery(documentQuery(platform, slug));
  return (
    <ReaderFrame document={document} crumb={TRAILS_CRUMB}>
      {(course) => (
        <>
          <p css={{ margin: 0 }}>
            <Link to={`${INTERACTIVE_TRAILS_PATH}/${course.slug}/painel`}>Painel da trilha</Link>
          </p>
          <OrdinaryReader course={course} breadcrumbHref={MY_COURSES_PATH} />
        </>
      )}
    </ReaderFrame>
  );
}

function TrailPanel({ course }: { course: LdiCourse }) {
  const platform = usePlatform();
  const ref = { kind: 'ldi' as const, courseId: course.id, slug: course.slug };
  const chapters = useQuery(chaptersQuery(platform, course.slug));
  const progress = useQuery(courseProgressQuery(platform, ref));
  const percentages = useQuery(chapterPercentageQuery(platform, ref));
  const elapsed = useQuery(totalElapsedQuery(platform, course.id));
  return (
    <>
      {progress.data && (
        <p css={{ margin: 0 }}>
          Progresso da trilha: {progress.data.percentage}% ({progress.data.completed_items} de{' '}
          {progress.data.total_items} itens concluídos)
        </p>
      )}
      {typeof elapsed.data === 'number' && elapsed.data > 0 && (
        <p css={{ margin: 0 }}>Tempo de estudo: {formatHoursMinutes(elapsed.data)}</p>
      )}
      <QueryView
        query={chapters}
        errorMessage="Não foi possível carregar as etapas da trilha."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando etapas" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="Esta trilha ainda não tem etapas" />}
      >
        {(list) => (
          <ol aria-label="Etapas da trilha">
            {list.map((chapter) => {
              const percentage =
                percentages.data?.find((entry) => entry.chapter_id === chapter.id)?.percentage ?? 0;
              return (
                <li key={chapter.id}>
                  <Link to={`${INTERACTIVE_TRAILS_PATH}/${course.slug}?${CHAPTER_PARAM}=${chapter.id}`}>
                    {chapter.title}
                  </Link>{' '}
                  — {percentage}% concluído
                </li>
              );
            })}
          </ol>
        )}
      </QueryView>
    </>
  );
}

/** /trilhas-interativas/{slug?}/painel: the trail's progress per stage; without a slug, where to find trails. */
export function InteractiveTrailPanelPage() {
  const platform = usePlatform();
  const { slug } = useParams();
  const document = useQuery({ ...documentQuery(platform, slug ?? ''), enabled: Boolean(slug) });
  if (!slug)
    return (
      <AreaPage title="Painel das trilhas interativas" breadcrumb={<Breadcrumb segments={[TRAILS_CRUMB]} />}>
        <EmptyState
          title="Escolha uma trilha"
          description="Abra uma trilha interativa em Meus cursos para ver o painel dela."
        />
      </AreaPage>
    );
  if (document.data === undefined && document.isError && isNotFoundError(document.error))
    return <AreaNotFoundPage />;
  const title = document.data ? `Painel: ${document.data.title}` : 'Painel da trilha';
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb
          segments={[
            TRAILS_CRUMB,
            { label: document.data?.title ?? 'Trilha', href: `${INTERACTIVE_TRAILS_PATH}/${slug}` },
            { label: 'Painel' },
          ]}
        />
      }
    >
      <QueryView
        query={document}
        errorMessage="Não foi possível carregar esta trilha."
        skeleton={<ContentSkeleton shape="detail" label="Carregando trilha" />}
      >
        {(course) => <TrailPanel course={course} />}
      </QueryView>
    </AreaPage>
  );
}
