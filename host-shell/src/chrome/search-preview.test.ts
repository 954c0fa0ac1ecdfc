import { parseSearchPreview, searchResultsPath, visibleSections } from './search-preview';

test('parses the sections and leaves malformed entries out', () => {
  expect(
    parseSearchPreview({
      data: [
        {
          type: 'cast',
          title: 'Cast',
          total: 3,
          items: [{ id: 1, title: 'Álbum', subtitle: 'x', url: '/cast/album/1' }, { title: 2 }],
        },
        { title: 'sem tipo', items: [] },
        'lixo',
      ],
    }),
  ).toEqual([
    {
      type: 'cast',
      title: 'Cast',
      total: 3,
      items: [{ id: 1, title: 'Álbum', subtitle: 'x', url: '/cast/album/1' }],
    },
  ]);
  expect(parseSearchPreview(null)).toEqual([]);
  expect(parseSearchPreview({ data: 'x' })).toEqual([]);
});

test('only sections whose search_show_<type> flag is on are visible', () => {
  const sections = ['questoes', 'cast', 'aovivo'].map((type) => ({ type, title: type, total: 0, items: [] }));
  expect(
    visibleSections(sections, { search_show_cast: true, search_show_aovivo: false }).map((s) => s.type),
  ).toEqual(['cast']);
});

test('the results page path carries the refresh stamp and the section', () => {
  expect(searchResultsPath('direito civil/penal', { now: 42 })).toBe(
    '/resultado-pesquisa/direito%20civil%2Fpenal?_r=42',
  );
  expect(searchResultsPath('cast', { now: 1, type: 'cast' })).toBe('/resultado-pesquisa/cast?_r=1&type=cast');
});
