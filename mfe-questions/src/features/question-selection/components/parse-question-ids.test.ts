import { parseQuestionIds } from './include-exclude-form';

describe('parseQuestionIds (spec 1 §5: whitespace stripped, ids are digit groups)', () => {
  it.each([
    ['50001; 50002', [50001, 50002]],
    [' 50 001 ;50002;;50001 ', [50001, 50002]],
    ['abc', []],
    ['', []],
  ])('%j → %j', (text, ids) => {
    expect(parseQuestionIds(text)).toEqual(ids);
  });
});
