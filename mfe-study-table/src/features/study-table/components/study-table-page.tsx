import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import { AreaPage, ContentSkeleton, useSessionUser } from 'shared-design-system/area';
import { firstName } from '../../../lib/first-name';
import { favoritesQuery } from '../../favorites/api/get-favorites';
import { favoriteGoalsQuery, goalDetailsQuery } from '../../goals/api/get-favorite-goals';
import { HOME_CONTENT_OF, homeContentQuery } from '../../home/api/get-home-content';
import { HomeContentSection } from '../../home/components/home-content-section';
import { cardGridQuery } from '../api/get-card-grid';
import { exclusiveCoursesQuery } from '../api/get-exclusive-courses';
import { keepStudyingQuery } from '../api/get-keep-studying';
import { lastUpdatesQuery } from '../api/get-last-updates';
import { recentActivitiesQuery } from '../api/get-recent-activities';
import { recommendedCoursesQuery } from '../api/get-recommended-courses';
import { studyTableQuery } from '../api/get-study-table';
import { savedLayout } from '../grid/saved-layout';
import { useRecentActivityFilters } from '../hooks/use-recent-activity-filters';

/** The grid and its library are fetched with the dashboard only (a chunk of its own). */
const loadDashboardGrid = () => import('../grid/dashboard-grid');
const DashboardGrid = lazy(loadDashboardGrid);

const dashboardSkeleton = (
  <ContentSkeleton shape="cards" count={4} itemHeight={160} label="Carregando sua mesa de estudo" />
);

/**
 * The cards' calls leave with the page's (issue 12), instead of after the grid's code has arrived and the cards
 * have mounted, so that the cards mount with their content rather than with a skeleton each: the goal's
 * recommended courses and details as soon as the favourite goals answer, the rest at once. The page observes
 * them without ever re-rendering for them (the cards show them, from the cache), so they are also cancelled
 * with the page. The live lists (recent activities, with the filters in the address; keep studying;
 * favourites) are asked for again on every visit of the page, and their cards, mounting moments later, take
 * that answer instead of asking again (`ASKED_BY_THE_PAGE`).
 */
function usePrefetchedCards(goalId: number | null) {
  const { http } = usePlatform();
  const [filters] = useRecentActivityFilters();
  const quiet = { notifyOnChangeProps: [] };
  useQuery({ ...lastUpdatesQuery(http), ...quiet });
  useQuery({ ...recentActivitiesQuery(http, filters), ...quiet });
  useQuery({ ...keepStudyingQuery(http), ...quiet });
  useQuery({ ...favoritesQuery(http), ...quiet });
  useQuery({ ...recommendedCoursesQuery(http, goalId ?? 0), enabled: goalId !== null, ...quiet });
  useQuery({ ...goalDetailsQuery(http, goalId ?? 0), enabled: goalId !== null, ...quiet });
}

/**
 * The study table (home): greeting, the vertical's home content, then the student's cards in an arrangeable grid (recent activities,
 * keep studying, recommended courses, goal, favourites, last updates, exclusive courses, the files the student sends).
 *
 * Fast and still (issue 12): the grid's code and the calls it starts from (card-grid, the study table's
 * record, favourite goals, exclusive courses) leave together with the home content's, not one after the
 * other; and the home content, whose height nobody knows before it arrives, is shown with the grid in place
 * of one skeleton, so that it never pushes the cards down once they are seen.
 */
export function StudyTablePage() {
  const user = useSessionUser();
  const name = firstName(user?.fullName);
  const { http, vertical } = usePlatform();
  const file = HOME_CONTENT_OF[vertical.id];
  const home = useQuery({ ...homeContentQuery(http, file ?? 'concursos'), enabled: file !== undefined });
  const saved = useQuery(cardGridQuery(http));
  const record = useQuery(studyTableQuery(http));
  const goals = useQuery(favoriteGoalsQuery(http));
  const exclusive = useQuery(exclusiveCoursesQuery(http));
  void loadDashboardGrid();
  usePrefetchedCards(goals.data?.[0]?.id ?? null);
  // no home content for this vertical, or its first answer is in (content, or nothing when even the
  // static file failed: the cards do not wait for the retries)
  const homeSettled = file === undefined || !home.isPending || home.failureCount > 0;
  const answered = homeSettled && !saved.isPending && !record.isPending && !goals.isPending;
  // once shown, shown: a later refetch (pending again when it has no data) does not bring the skeleton back
  const [shown, setShown] = useState(answered);
  if (answered && !shown) setShown(true);
  // The cards mount at transition priority, in slices (issue 12): the answers arrive through the queries'
  // store, whose updates React renders in one blocking task. From cache, on mount, they show at once.
  const ready = useDeferredValue(shown);
  return (
    <AreaPage title={FIRST_FRAMES['/mesa-de-estudo'].title}>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {name ? `Olá, ${name}! Bons estudos.` : 'Olá! Bons estudos.'}
      </p>
      {ready ? (
        <>
          <HomeContentSection home={home.data} />
          <Suspense fallback={dashboardSkeleton}>
            <DashboardGrid
              saved={savedLayout(saved.data, record.data)}
              goalId={goals.data?.[0]?.id ?? null}
              withExclusive={Boolean(exclusive.data && exclusive.data.length > 0)}
            />
          </Suspense>
        </>
      ) : (
        dashboardSkeleton
      )}
    </AreaPage>
  );
}
