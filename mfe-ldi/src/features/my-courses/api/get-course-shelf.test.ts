import { shelfSearchBody } from './get-course-shelf';

describe('shelfSearchBody (spec 2 §5: shelf search forces onlyHasAccess)', () => {
  it('forces onlyHasAccess true even when the caller says false', () => {
    expect(shelfSearchBody('novidades', undefined, 2, { onlyHasAccess: false })).toEqual({
      q: '',
      entity_types: ['courses'],
      shelves: ['novidades'],
      page: 2,
      per_page: 10,
      filters: { onlyHasAccess: true },
    });
  });
});
