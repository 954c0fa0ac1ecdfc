import { useQuery } from '@tanstack/react-query';
import { usePlatform, type StudyTableFavoriteType, type VerticalWording } from 'shared-contracts';
import { Card, EmptyState } from 'shared-design-system';
import { AreaPage, formatDate } from 'shared-design-system/area';
import { CardListView } from '../../../lib/card-list-view';
import { CardTitleLink } from '../../../lib/card-title-link';
import { favoritesQuery } from '../api/get-favorites';

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
  const favorites = useQuery(favoritesQuery(platform.http));
  const { wording } = platform.vertical;
  return (
    <AreaPage title="Favoritos">
      <CardListView
        query={favorites}
        errorMessage="Não foi possível carregar seus favoritos."
        label="Favoritos"
        loadingLabel="Carregando favoritos"
        itemHeight={80}
        empty={
          <EmptyState
            title="Você ainda não tem favoritos"
            description={`Marque cursos, ${wording.notebooks.toLowerCase()}, trilhas e álbuns como favoritos para encontrá-los aqui.`}
          />
        }
        itemKey={(favorite) => favorite.id}
      >
        {(favorite) => (
          <Card headingLevel={2} title={<CardTitleLink href={favorite.url}>{favorite.title}</CardTitleLink>}>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {favoriteTypeLabel(favorite.type, wording)} · favoritado em{' '}
              <time dateTime={favorite.created_at}>{formatDate(favorite.created_at)}</time>
            </p>
          </Card>
        )}
      </CardListView>
    </AreaPage>
  );
}
