import type { LdiBlock } from 'shared-contracts';
import { BLOCK_FILTERS, type BlockFilter } from '../../../constants';

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
