import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { favoritesQuery, setFavorite } from '../api/favorites';
import { useReaderDocument } from '../state/reader-context';

/** Adds the document to the student's favourites or removes it (/v3/mci/favorites; ordinary documents only). */
export function FavoriteButton() {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const queryClient = useQueryClient();
  const favorites = useQuery({ ...favoritesQuery(platform), enabled: ref.kind === 'ldi' });
  const toggle = useMutation({
    mutationFn: (favorite: boolean) => setFavorite(platform, ref.courseId, favorite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQuery(platform).queryKey }),
  });
  if (ref.kind !== 'ldi' || !favorites.data) return null;
  const favorite = favorites.data.some((course) => course.id === ref.courseId);
  return (
    <div>
      <Button
        size="sm"
        variant="secondary"
        loading={toggle.isPending}
        onClick={() => toggle.mutate(!favorite)}
      >
        {favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      </Button>
      {toggle.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível salvar. Tente novamente.
        </p>
      )}
    </div>
  );
}
