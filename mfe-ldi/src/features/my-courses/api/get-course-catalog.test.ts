import { classificationIdParams } from './get-course-catalog';

describe('classificationIdParams (spec 2 §5: empty ids stripped before the catalogue query)', () => {
  it('drops empty, blank, null and undefined ids and numbers the rest', () => {
    expect(classificationIdParams(['', 5001, null, ' ', undefined, '10011'])).toEqual([
      ['classificationIds[0]', '5001'],
      ['classificationIds[1]', '10011'],
    ]);
  });

  it('names the parameter as the catalogue of all courses asks', () => {
    expect(classificationIdParams([null, 5005, ''], 'classification_ids')).toEqual([
      ['classification_ids[0]', '5005'],
    ]);
  });
});
