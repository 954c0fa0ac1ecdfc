import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { usePlatform, type GoalShelfClassification } from 'shared-contracts';
import { pageParam, positiveIdsParam, useUrlParams, type UrlParamsUpdate } from 'shared-design-system/area';
import { PAGE_PARAM, SHELF_AREA_PARAM, SHELF_HIGHLIGHT_PARAM } from '../../../constants';
import { shelfAvailableFiltersQuery } from '../api/get-shelf-available-filters';
import { shelfClassificationsQuery } from '../api/get-shelf-classifications';
import type { GoalShelfFilter } from '../api/search-goal-shelf';

/** The value of ?destaques= when only the highlights are listed. */
const HIGHLIGHT_ONLY = '1';

/** A shelf's filter boxes and the filter its goals are searched with. */
export interface ShelfFilterState {
  /** the filter to search with: null while an address asking for areas or highlights waits for the boxes */
  filter: GoalShelfFilter | null;
  /** the areas offered as boxes: the shelf's, those the available filters allow (all while those load or fail) */
  areas: GoalShelfClassification[];
  /** the areas checked: only ever some of `areas` */
  checkedAreas: number[];
  /** whether 'Somente destaques' is offered, and whether it is checked */
  highlightOffered: boolean;
  highlight: boolean;
  /** the shelf's areas could not be loaded */
  areasFailed: boolean;
  toggleArea: (id: number, checked: boolean) => void;
  setHighlight: (only: boolean) => void;
}

/**
 * The filter of shelf `shelfId` as the address asks (?area=, repeated; ?destaques=1; ?pagina=), narrowed to
 * what the shelf offers as boxes (GET /bff/goals/shelves/{id}/classifications and /shelves/availableFilters):
 * an area the shelf does not have, or the highlights where they are not offered, would narrow the list with
 * no box checked. An address asking for some waits for those lists before searching, so no wrong list is
 * ever asked for; what is not offered is then taken out of the address (replacing its entry).
 */
export function useShelfFilter(shelfId: string): ShelfFilterState {
  const platform = usePlatform();
  const [params, updateParams] = useUrlParams();
  const classifications = useQuery(shelfClassificationsQuery(platform, shelfId));
  const available = useQuery(shelfAvailableFiltersQuery(platform));

  const askedAreas = positiveIdsParam(params.getAll(SHELF_AREA_PARAM));
  const askedHighlight = params.get(SHELF_HIGHLIGHT_PARAM) === HIGHLIGHT_ONLY;
  const page = pageParam(params.get(PAGE_PARAM));

  const allowed = new Set(available.data?.classifications.map((item) => item.id));
  const areas = (classifications.data ?? []).filter(
    (item) => available.data === undefined || allowed.has(item.id),
  );
  const checkedAreas = askedAreas.filter((id) => areas.some((item) => item.id === id));
  const highlightOffered = available.data?.highlight === true;
  const highlight = askedHighlight && highlightOffered;
  // both lists answered or failed: the boxes shown are the ones the student will have
  const boxesKnown = !classifications.isPending && !available.isPending;
  const filter =
    boxesKnown || (askedAreas.length === 0 && !askedHighlight)
      ? { classificationIds: checkedAreas, highlight, page }
      : null;

  // what the address has that no box shows leaves it; a list that failed proves nothing, so its values stay
  const fix: UrlParamsUpdate = {};
  const rawAreas = params.getAll(SHELF_AREA_PARAM);
  if (boxesKnown && classifications.data !== undefined && rawAreas.join() !== checkedAreas.map(String).join())
    fix[SHELF_AREA_PARAM] = checkedAreas.map(String);
  if (available.data !== undefined && params.has(SHELF_HIGHLIGHT_PARAM) && !highlight)
    fix[SHELF_HIGHLIGHT_PARAM] = null;
  const needsFix = Object.keys(fix).length > 0;
  const fixAddress = useEffectEvent(() => updateParams(fix));
  useEffect(() => {
    if (needsFix) fixAddress();
  }, [needsFix]);

  return {
    filter,
    areas,
    checkedAreas,
    highlightOffered,
    highlight,
    areasFailed: classifications.isError,
    // another filter starts again at the first page
    toggleArea: (id, checked) => {
      const next = checked ? [...checkedAreas, id] : checkedAreas.filter((item) => item !== id);
      updateParams({ [SHELF_AREA_PARAM]: next.map(String), [PAGE_PARAM]: null });
    },
    setHighlight: (only) =>
      updateParams({ [SHELF_HIGHLIGHT_PARAM]: only ? HIGHLIGHT_ONLY : null, [PAGE_PARAM]: null }),
  };
}
