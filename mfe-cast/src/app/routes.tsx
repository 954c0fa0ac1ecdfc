import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '../constants';
import { AlbumPage } from '../features/albums/components/album-page';
import { FavoritesPage } from '../features/favorites/components/favorites-page';
import { CastHomePage } from '../features/home/components/cast-home-page';
import { ShelfPage } from '../features/shelves/components/shelf-page';
import { TeacherPage } from '../features/teachers/components/teacher-page';
import { SearchResultsPage } from '../features/search/components/search-results-page';
import { AreaNotFoundPage } from 'shared-design-system/area';

/** Routes of the cast area, absolute paths from the ownership table (ARCHITECTURE §2, spec 2 §2). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<CastHomePage />} />
      <Route path={ROUTES.favorites} element={<FavoritesPage />} />
      <Route path={ROUTES.searchResults} element={<SearchResultsPage />} />
      <Route path="/cast/album/:id" element={<AlbumPage />} />
      <Route path="/cast/shelf/:id" element={<ShelfPage />} />
      <Route path="/cast/professor/:id" element={<TeacherPage />} />
      <Route
        path="*"
        element={
          <AreaNotFoundPage
            title="Página não encontrada"
            text="Este conteúdo do Cast não existe ou foi removido."
          />
        }
      />
    </Routes>
  );
}
