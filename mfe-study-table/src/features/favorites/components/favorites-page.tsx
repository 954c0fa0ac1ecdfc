import { usePlatform, type StudyTableFavoriteType, type VerticalWording } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getFavorites } from '../api/get-favorites';
import { AreaPage, CardGrid, formatDate, LoadError } from 'shared-design-system/area';

/** The kind of a favourite as the student reads it (some words change per vertical). */
export function favoriteTypeLabel(type: StudyTableFavoriteType | string, wording: VerticalWording): string {
  switch (type) {
    case 'course':
      return 'Curso';
    case 'ldi':
      return 'Livro digital';
    case 'notebook':
      return wording.notebook;
    case 'exam':
      return 'Simulado';
    case 'cast':
      return 'Cast';
    case 'trail':
      return 'Trilha estratégica';
    case 'tutoring':
      return wording.tutoring;
    default:
      return 'Conteúdo';
  }
}

/** 'Favoritos': everything the student marked as favourite, newest first. */
export function FavoritesPage() {
  const platform = usePlatform();
  const favorites = useRemoteData((signal) => getFavorites(platform, signal), [platform]);
  return (
    <AreaPage title="Favoritos">
      {favorites.status === 'loading' && (
        <SkeletonGroup label="Carregando favoritos">
          <Skeleton height={80} shape="rect" />
          <Skeleton height={80} shape="rect" />
        </SkeletonGroup>
      )}
      {favorites.status === 'error' && (
        <LoadError message="Não foi possível carregar seus favoritos." onRetry={favorites.retry} />
      )}
      {favorites.status === 'success' && favorites.data.length === 0 && (
        <EmptyState
          title="Você ainda não tem favoritos"
          description={`Marque cursos, ${platform.vertical.wording.notebooks.toLowerCase()}, trilhas e álbuns como favoritos para encontrá-los aqui.`}
        />
      )}
      {favorites.status === 'success' && favorites.data.length > 0 && (
        <CardGrid label="Favoritos">
          {favorites.data.map((favorite) => (
            <li key={favorite.id}>
              <Card
                headingLevel={2}
                title={
                  <a href={favorite.url} css={(theme) => ({ color: theme.colors.primary })}>
                    {favorite.title}
                  </a>
                }
              >
                <p
                  css={(theme) => ({
                    margin: 0,
                    fontSize: theme.fontSizes.sm,
                    color: theme.colors.textMuted,
                  })}
                >
                  {favoriteTypeLabel(favorite.type, platform.vertical.wording)} · favoritado em{' '}
                  <time dateTime={favorite.created_at}>{formatDate(favorite.created_at)}</time>
                </p>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </AreaPage>
  );
}
