import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Checkbox } from 'shared-design-system';
import { ContentSkeleton, Pager, QueryView } from 'shared-design-system/area';
import { FIRST_PAGE } from '../../../constants';
import { searchShelfFiltersQuery } from '../api/get-search-shelf-filters';

export const SHELF_FILTER_LEGEND = 'Filtrar por estante';

/**
 * The cast search's shelf filter (GET /bff/search/v2/filters/cast/shelves, 10 a page): one checkbox per
 * shelf; shelves checked on another page stay chosen.
 */
export function ShelfFilter({
  chosen,
  onChange,
}: {
  chosen: number[];
  onChange: (shelves: number[]) => void;
}) {
  const { http } = usePlatform();
  const [page, setPage] = useState(FIRST_PAGE);
  const options = useQuery(searchShelfFiltersQuery(http, page));
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
        {(data) => (
          <>
            {data.items.map((shelf) => (
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
            ))}
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.last_page}
              label="Páginas do filtro de estantes"
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </fieldset>
  );
}
