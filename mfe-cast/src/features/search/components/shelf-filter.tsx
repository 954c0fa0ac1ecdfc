import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Checkbox } from 'shared-design-system';
import { ContentSkeleton, QueryView } from 'shared-design-system/area';
import { searchShelfFiltersQuery } from '../api/get-search-shelf-filters';

export const SHELF_FILTER_LEGEND = 'Filtrar por estante';

/** The cast search's shelf filter (GET /bff/search/v2/filters/cast/shelves): one checkbox per shelf. */
export function ShelfFilter({
  chosen,
  onChange,
}: {
  chosen: number[];
  onChange: (shelves: number[]) => void;
}) {
  const { http } = usePlatform();
  const options = useQuery(searchShelfFiltersQuery(http));
  return (
    <fieldset
      css={(theme) => ({
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        padding: theme.space.sm,
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.md,
      })}
    >
      <legend>{SHELF_FILTER_LEGEND}</legend>
      <QueryView
        query={options}
        errorMessage="Não foi possível carregar o filtro de estantes."
        skeleton={<ContentSkeleton shape="text" count={1} label="Carregando estantes" />}
      >
        {(data) =>
          data.items.map((shelf) => (
            <Checkbox
              key={shelf.id}
              label={shelf.title}
              checked={chosen.includes(shelf.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, shelf.id] : chosen.filter((id) => id !== shelf.id),
                )
              }
            />
          ))
        }
      </QueryView>
    </fieldset>
  );
}
