import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePlatform, type LdiChapter } from 'shared-contracts';
import { Breadcrumb, Button, EmptyState } from 'shared-design-system';
import { MY_COURSES_PATH } from '../../../constants';
import { chaptersQuery, documentQuery } from '../api/get-document';
import { ALL_BLOCKS_VISIBLE, type BlockFilterState } from '../state/block-filters';
import { ChapterContent } from './chapter-content';
import { ChapterFilters } from './chapter-filters';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  PageSection,
  QueryView,
  statusOf,
} from 'shared-design-system/area';

function ChapterNav({
  chapters,
  selectedId,
  onSelect,
}: {
  chapters: LdiChapter[];
  selectedId: number;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label="Capítulos">
      <ol
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.xs,
          margin: 0,
          paddingLeft: theme.space.lg,
        })}
      >
        {chapters.map((chapter) => {
          const current = chapter.id === selectedId;
          return (
            <li key={chapter.id}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(chapter.id)}
                css={(theme) => ({
                  padding: `${theme.space.xxs}px 0`,
                  font: 'inherit',
                  fontWeight: current ? 700 : 400,
                  color: current ? theme.colors.primary : theme.colors.text,
                  background: 'none',
                  border: 0,
                  textAlign: 'left',
                  cursor: 'pointer',
                  textDecoration: current ? 'none' : 'underline',
                  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
                })}
              >
                {chapter.title}
                {chapter.completed ? ' (concluído)' : ''}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** /ldi/{slug}: the document reader — chapters, the chosen chapter's items and blocks, and block filters. */
export function ReaderPage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const document = useQuery(documentQuery(platform, slug));
  const chapters = useQuery(chaptersQuery(platform, slug));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filters, setFilters] = useState<BlockFilterState>(ALL_BLOCKS_VISIBLE);

  const title = document.data?.title ?? 'Livro digital';
  const breadcrumb = (
    <Breadcrumb segments={[{ label: 'Meus cursos', href: MY_COURSES_PATH }, { label: title }]} />
  );
  if (document.data === undefined && document.isError && isNotFoundError(document.error))
    return <AreaNotFoundPage />;

  const chapterList = chapters.data ?? [];
  const selected = chapterList.find((chapter) => chapter.id === selectedId) ?? chapterList[0];
  const notOwned = chapters.data === undefined && chapters.isError && statusOf(chapters.error) === 403;
  return (
    <AreaPage title={title} breadcrumb={breadcrumb}>
      <QueryView
        query={document}
        errorMessage="Não foi possível carregar este livro digital."
        skeleton={<ContentSkeleton shape="detail" label="Carregando livro digital" />}
      >
        {(course) => (
          <>
            {course.teachers.length > 0 && (
              <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
                {course.teachers.map((teacher) => teacher.name).join(', ')}
              </p>
            )}
            {notOwned ? (
              <EmptyState
                title="Este curso não está em Meus cursos"
                description="Adicione o curso aos seus cursos para estudar o livro digital."
                action={<Button href={`${MY_COURSES_PATH}/${course.slug}`}>Ver o curso</Button>}
              />
            ) : (
              <QueryView
                query={chapters}
                errorMessage="Não foi possível carregar os capítulos."
                skeleton={<ContentSkeleton shape="text" count={3} label="Carregando capítulos" />}
                isEmpty={(list) => list.length === 0}
                empty={<EmptyState title="Este livro digital ainda não tem capítulos" />}
              >
                {() =>
                  selected && (
                    <div
                      css={(theme) => ({
                        display: 'grid',
                        gridTemplateColumns: 'minmax(200px, 280px) 1fr',
                        gap: theme.space.xl,
                        alignItems: 'start',
                        '@media (max-width: 768px)': { gridTemplateColumns: '1fr' },
                      })}
                    >
                      <ChapterNav chapters={chapterList} selectedId={selected.id} onSelect={setSelectedId} />
                      <PageSection title={selected.title}>
                        <ChapterFilters value={filters} onChange={setFilters} />
                        <ChapterContent key={selected.id} chapter={selected} filters={filters} />
                      </PageSection>
                    </div>
                  )
                }
              </QueryView>
            )}
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
