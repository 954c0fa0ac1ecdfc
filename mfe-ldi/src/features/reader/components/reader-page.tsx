import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePlatform, type LdiChapter, type LdiCourse } from 'shared-contracts';
import { Breadcrumb, Button, EmptyState } from 'shared-design-system';
import {
  BLOCK_PARAM,
  CHAPTER_PARAM,
  HIDDEN_BLOCKS_PARAM,
  MY_COURSES_PATH,
  VIEW_MODE_PARAM,
  CUSTOM_COURSE_VIEW_MODES,
  VIEW_MODES,
  type ViewMode,
} from '../../../constants';
import { chaptersQuery, customChaptersQuery, customDocumentQuery, documentQuery } from '../api/get-document';
import { accessedContentsQuery, recordAccess } from '../api/accessed-contents';
import { lastSeenQuery, useSaveLastSeen } from '../api/last-seen';
import { blockFiltersFrom, hiddenBlockSlugs } from '../state/block-filters';
import type { DocumentRef } from '../state/document-ref';
import { ReaderDocumentContext } from '../state/reader-context';
import { ChapterContent } from './chapter-content';
import { ChapterFilters } from './chapter-filters';
import { ChapterForum } from './chapter-forum';
import { ChapterDoneButton, ChapterItemsDoneForm, CourseProgressBar } from './progress-view';
import { DocumentSearch } from './document-search';
import { FavoriteButton } from './favorite-button';
import { IncidencePanel } from './incidence-panel';
import { MyNotebook } from './my-notebook';
import { PrintChapterButton } from './print-chapter-button';
import { PrintedFiles } from './printed-files';
import { ModeTabs } from './mode-tabs';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  PageSection,
  QueryView,
  statusOf,
  useUrlParams,
} from 'shared-design-system/area';

function ChapterNav({
  chapters,
  selectedId,
  opened,
  hrefOf,
}: {
  chapters: LdiChapter[];
  selectedId: number;
  /** chapters the student has opened before (accessed contents) */
  opened: ReadonlySet<number>;
  /** the address of a chapter (this page with ?capitulo=) */
  hrefOf: (id: number) => string;
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
              <Link
                to={hrefOf(chapter.id)}
                // like the mode tabs, a chapter replaces the reader's entry: back leaves the document
                replace
                aria-current={current ? 'page' : undefined}
                css={(theme) => ({
                  display: 'inline-block',
                  padding: `${theme.space.xxs}px 0`,
                  fontWeight: current ? 700 : 400,
                  color: current ? theme.colors.primary : theme.colors.text,
                  textDecoration: current ? 'none' : 'underline',
                  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
                })}
              >
                {chapter.title}
                {chapter.completed ? ' (concluído)' : ''}
              </Link>
              {!current && !chapter.completed && opened.has(chapter.id) && (
                <span css={(theme) => ({ color: theme.colors.textMuted })}> · visto</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The modes a document offers: a custom course has no incidence. */
function viewModesOf(ref: DocumentRef) {
  return ref.kind === 'custom' ? CUSTOM_COURSE_VIEW_MODES : VIEW_MODES;
}

/**
 * The view mode, chapter and deep-linked block kept in the URL (?modo=&capitulo=&bloco=); a mode the document
 * does not offer (an old or edited link) opens the complete one.
 */
function useReaderUrl(modes: readonly (typeof VIEW_MODES)[number][]) {
  const { pathname } = useLocation();
  const [params, update] = useUrlParams();
  const rawMode = params.get(VIEW_MODE_PARAM);
  const viewMode: ViewMode = modes.find((mode) => mode.key === rawMode)?.key ?? 'complete';
  const chapterId = Number(params.get(CHAPTER_PARAM)) || null;
  const blockId = Number(params.get(BLOCK_PARAM)) || null;
  /** the address of a chapter: this page, in the same mode, at the chapter's start (no deep-linked block) */
  const chapterHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(CHAPTER_PARAM, String(id));
    next.delete(BLOCK_PARAM);
    return `${pathname}?${next}`;
  };
  return { viewMode, chapterId, blockId, update, chapterHref };
}

/**
 * The chapter shown in the current mode. The chapter filters live in the address (?ocultar=), like the mode: a
 * reload, a sign-in round trip or another chapter's link keeps what the student turned off.
 */
function ModePanel({
  chapter,
  viewMode,
  blockId,
}: {
  chapter: LdiChapter;
  viewMode: ViewMode;
  blockId: number | null;
}) {
  const [params, update] = useUrlParams();
  const filters = blockFiltersFrom(params);
  if (viewMode === 'forum') return <ChapterForum chapter={chapter} />;
  if (viewMode === 'my_notebook') return <MyNotebook chapter={chapter} />;
  if (viewMode === 'incidence') return <IncidencePanel />;
  return (
    <>
      {viewMode === 'downloads' && <PrintedFiles />}
      <ChapterFilters
        value={filters}
        onChange={(next) => update({ [HIDDEN_BLOCKS_PARAM]: hiddenBlockSlugs(next) })}
      />
      <ChapterContent
        key={chapter.id}
        chapter={chapter}
        filters={filters}
        viewMode={viewMode}
        loadUntilBlockId={blockId}
      />
    </>
  );
}

/** The reader of a loaded document: progress, modes, chapters and the chosen chapter. */
function DocumentReader({
  docRef,
  chapters,
}: {
  docRef: DocumentRef;
  chapters: UseQueryResult<LdiChapter[]>;
}) {
  const platform = usePlatform();
  const modes = viewModesOf(docRef);
  const { viewMode, chapterId, blockId, update, chapterHref } = useReaderUrl(modes);
  const lastSeen = useQuery(lastSeenQuery(platform, docRef));
  const chapterList = chapters.data ?? [];
  const resumeId = chapterId ?? lastSeen.data?.document_id ?? null;
  const selected = chapterList.find((chapter) => chapter.id === resumeId) ?? chapterList[0];
  const resumeBlock = chapterId === null ? (lastSeen.data?.block_id ?? null) : blockId;
  const selectedId = selected?.id ?? null;
  const queryClient = useQueryClient();
  const accessed = useQuery(accessedContentsQuery(platform, docRef));
  const opened = useMemo(
    () => new Set((accessed.data ?? []).map((entry) => entry.document_id)),
    [accessed.data],
  );
  // each chapter opened is recorded as an accessed content
  useEffect(() => {
    if (selectedId === null) return;
    void recordAccess(platform, docRef, selectedId).then(() =>
      queryClient.invalidateQueries({ queryKey: accessedContentsQuery(platform, docRef).queryKey }),
    );
  }, [platform, queryClient, docRef, selectedId]);
  const { mutate: recordLastSeen } = useSaveLastSeen(docRef);
  // only once the saved place is known: recording the first chapter before it would overwrite it
  const lastSeenKnown = !lastSeen.isPending;
  useEffect(() => {
    if (selectedId !== null && lastSeenKnown)
      recordLastSeen({ chapterId: selectedId, blockId, contentMode: viewMode });
  }, [recordLastSeen, lastSeenKnown, selectedId, blockId, viewMode]);

  return (
    <ReaderDocumentContext.Provider value={docRef}>
      <CourseProgressBar />
      <FavoriteButton />
      <DocumentSearch viewMode={viewMode} />
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
              <ChapterNav
                chapters={chapterList}
                selectedId={selected.id}
                opened={opened}
                hrefOf={chapterHref}
              />
              <PageSection title={selected.title}>
                <ChapterDoneButton chapter={selected} />
                <ChapterItemsDoneForm chapter={selected} />
                <PrintChapterButton chapter={selected} />
                <ModeTabs
                  value={viewMode}
                  modes={modes}
                  onChange={(mode) => update({ [VIEW_MODE_PARAM]: mode })}
                >
                  <ModePanel chapter={selected} viewMode={viewMode} blockId={resumeBlock} />
                </ModeTabs>
              </PageSection>
            </div>
          )
        }
      </QueryView>
    </ReaderDocumentContext.Provider>
  );
}

function DocumentHeader({ course }: { course: LdiCourse }) {
  return course.teachers.length > 0 ? (
    <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
      {course.teachers.map((teacher) => teacher.name).join(', ')}
    </p>
  ) : null;
}

/** The page frame of a document: breadcrumb, title, the not-found page for an unknown one. */
function ReaderFrame({
  document,
  crumb,
  children,
}: {
  document: UseQueryResult<LdiCourse>;
  crumb: { label: string; href: string };
  children: (course: LdiCourse) => ReactNode;
}) {
  const title = document.data?.title ?? 'Livro digital';
  if (document.data === undefined && document.isError && isNotFoundError(document.error))
    return <AreaNotFoundPage />;
  return (
    <AreaPage title={title} breadcrumb={<Breadcrumb segments={[crumb, { label: title }]} />}>
      <QueryView
        query={document}
        errorMessage="Não foi possível carregar este livro digital."
        skeleton={<ContentSkeleton shape="detail" label="Carregando livro digital" />}
      >
        {(course) => (
          <>
            <DocumentHeader course={course} />
            {children(course)}
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}

function OrdinaryReader({ course, breadcrumbHref }: { course: LdiCourse; breadcrumbHref: string }) {
  const platform = usePlatform();
  const chapters = useQuery(chaptersQuery(platform, course.slug));
  const docRef = useMemo<DocumentRef>(
    () => ({ kind: 'ldi', courseId: course.id, slug: course.slug }),
    [course.id, course.slug],
  );
  const notOwned = chapters.data === undefined && chapters.isError && statusOf(chapters.error) === 403;
  if (notOwned)
    return (
      <EmptyState
        title="Este curso não está em Meus cursos"
        description="Adicione o curso aos seus cursos para estudar o livro digital."
        action={<Button href={`${breadcrumbHref}/${course.slug}`}>Ver o curso</Button>}
      />
    );
  return <DocumentReader docRef={docRef} chapters={chapters} />;
}

/** /ldi/{slug}: the document reader — chapters, the chosen chapter's items and blocks, modes and filters. */
export function ReaderPage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const document = useQuery(documentQuery(platform, slug));
  return (
    <ReaderFrame document={document} crumb={{ label: 'Meus cursos', href: MY_COURSES_PATH }}>
      {(course) => <OrdinaryReader course={course} breadcrumbHref={MY_COURSES_PATH} />}
    </ReaderFrame>
  );
}

function CustomReader({ course }: { course: LdiCourse }) {
  const platform = usePlatform();
  const chapters = useQuery(customChaptersQuery(platform, course.id));
  const docRef = useMemo<DocumentRef>(
    () => ({ kind: 'custom', courseId: course.id, slug: course.slug }),
    [course.id, course.slug],
  );
  return <DocumentReader docRef={docRef} chapters={chapters} />;
}

/** /ldi-personalizado/{slug}: a custom course read like a document (custom-course chapters and calls). */
export function CustomReaderPage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const document = useQuery(customDocumentQuery(platform, slug));
  return (
    <ReaderFrame
      document={document}
      crumb={{ label: 'Cursos personalizados', href: `${MY_COURSES_PATH}/personalizados` }}
    >
      {(course) => <CustomReader course={course} />}
    </ReaderFrame>
  );
}

export { ReaderFrame, OrdinaryReader };
