import { lazy, Suspense } from 'react';
import { AreaPage, ContentSkeleton, useSessionUser } from 'shared-design-system/area';
import { firstName } from '../../../lib/first-name';
import { HomeContentSection } from '../../home/components/home-content-section';

/** The grid and its library are fetched with the dashboard only (a chunk of its own). */
const DashboardGrid = lazy(() => import('../grid/dashboard-grid'));

/**
 * The study table (home): greeting, the vertical's home content, then the student's cards in an arrangeable grid (recent activities,
 * keep studying, recommended courses, goal, favourites, last updates, exclusive courses, the files the student sends).
 */
export function StudyTablePage() {
  const user = useSessionUser();
  const name = firstName(user?.fullName);
  return (
    <AreaPage title="Mesa de estudo">
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {name ? `Olá, ${name}! Bons estudos.` : 'Olá! Bons estudos.'}
      </p>
      <HomeContentSection />
      <Suspense
        fallback={
          <ContentSkeleton shape="cards" count={4} itemHeight={160} label="Carregando sua mesa de estudo" />
        }
      >
        <DashboardGrid />
      </Suspense>
    </AreaPage>
  );
}
