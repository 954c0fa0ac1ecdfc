import type { LdiBlock } from 'shared-contracts';
import { BLOCK_FILTERS, HIDDEN_BLOCKS_PARAM, type BlockFilter } from '../../../constants';

/** Which chapter filters are on (spec 2 §2: showVideos, showTexts, showQuestions, showCasts, showAttachments). */
export type BlockFilterState = Record<BlockFilter['key'], boolean>;

/** Every filter on: the reader starts showing everything. */
export const ALL_BLOCKS_VISIBLE: BlockFilterState = {
  showVideos: true,
  showTexts: true,
  showQuestions: true,
  showCasts: true,
  showAttachments: true,
};

/** The blocks whose type belongs to a filter that is on, in their order. */
export function visibleBlocks(blocks: readonly LdiBlock[], filters: BlockFilterState): LdiBlock[] {
  const shown = new Set(
    BLOCK_FILTERS.filter((filter) => filters[filter.key]).flatMap((filter) => filter.types),
  );
  return blocks.filter((block) => shown.has(block.type));
}

/**
 * The filters the address asks for (?ocultar=): each one named is off, the others on. A name the reader does not
 * know (an old or edited link) is ignored, so it never reaches the items call.
 */
export function blockFiltersFrom(params: URLSearchParams): BlockFilterState {
  const hidden = new Set(params.getAll(HIDDEN_BLOCKS_PARAM));
  const filters = { ...ALL_BLOCKS_VISIBLE };
  for (const filter of BLOCK_FILTERS) filters[filter.key] = !hidden.has(filter.slug);
  return filters;
}

/** The address's values of the filters turned off, in their order; none when everything shows. */
export function hiddenBlockSlugs(filters: BlockFilterState): string[] {
  return BLOCK_FILTERS.filter((filter) => !filters[filter.key]).map((filter) => filter.slug);
}
