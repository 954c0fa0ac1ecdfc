import type { LdiBlock } from 'shared-contracts';
import { ALL_BLOCKS_VISIBLE, blockFiltersFrom, hiddenBlockSlugs, visibleBlocks } from './block-filters';

const blocks: LdiBlock[] = [
  { id: 1, position: 1, type: 'text', content: '<p>Teoria</p>' },
  { id: 2, position: 2, type: 'youtube', video: { title: 'Aula', source: 'abc', duration: 600 } },
  { id: 3, position: 3, type: 'vimeo', video: { title: 'Aula 2', source: '123', duration: 600 } },
  {
    id: 4,
    position: 4,
    type: 'question',
    question: { id: 9, statement: '<p>?</p>', source: 'CEBRASPE', alternatives: [] },
  },
  { id: 5, position: 5, type: 'notebook', notebook: { id: 101, name: 'Caderno', questions_number: 10 } },
  {
    id: 6,
    position: 6,
    type: 'cast',
    cast: {
      album_id: 1,
      album_image_url: null,
      track: { id: 6, title: 'Resumo', duration: 300, teachers: [] },
    },
  },
  { id: 7, position: 7, type: 'pdfMyDocuments', file: { name: 'Mapa.pdf', url: '/mapa.pdf', size: 1000 } },
  { id: 8, position: 8, type: 'tiptap', content: '<p>Resumo</p>' },
  { id: 9, position: 9, type: 'rangeLdiLinks', links: [] },
  {
    id: 10,
    position: 10,
    type: 'videoMyDocuments',
    video: { title: 'Arquivo', source: '/v.mp4', duration: 60 },
  },
];

const ids = (list: LdiBlock[]) => list.map((block) => block.id);

describe('visibleBlocks', () => {
  it('shows everything with every filter on', () => {
    expect(ids(visibleBlocks(blocks, ALL_BLOCKS_VISIBLE))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([
    ['showVideos', [2, 3, 10]],
    ['showTexts', [1, 8]],
    ['showQuestions', [4, 5]],
    ['showCasts', [6]],
    ['showAttachments', [7, 9]],
  ] as const)('%s alone keeps %p', (key, expected) => {
    const only = {
      showVideos: false,
      showTexts: false,
      showQuestions: false,
      showCasts: false,
      showAttachments: false,
      [key]: true,
    };
    expect(ids(visibleBlocks(blocks, only))).toEqual(expected);
  });

  it('hides the types of a filter turned off and keeps the order of the rest', () => {
    expect(
      ids(visibleBlocks(blocks, { ...ALL_BLOCKS_VISIBLE, showVideos: false, showQuestions: false })),
    ).toEqual([1, 6, 7, 8, 9]);
  });
});

describe('the filters in the address (?ocultar=)', () => {
  it('turns off each filter named and ignores names it does not know', () => {
    expect(blockFiltersFrom(new URLSearchParams('ocultar=videos&ocultar=anexos&ocultar=desenhos'))).toEqual({
      ...ALL_BLOCKS_VISIBLE,
      showVideos: false,
      showAttachments: false,
    });
    expect(blockFiltersFrom(new URLSearchParams('ocultar=&ocultar=Videos'))).toEqual(ALL_BLOCKS_VISIBLE);
  });

  it('names the filters turned off in their order, none with all on, and reads them back', () => {
    expect(hiddenBlockSlugs(ALL_BLOCKS_VISIBLE)).toEqual([]);
    const off = { ...ALL_BLOCKS_VISIBLE, showCasts: false, showTexts: false };
    expect(hiddenBlockSlugs(off)).toEqual(['textos', 'casts']);
    const address = new URLSearchParams(hiddenBlockSlugs(off).map((slug) => ['ocultar', slug]));
    expect(blockFiltersFrom(address)).toEqual(off);
  });
});
