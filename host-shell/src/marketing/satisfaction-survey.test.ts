import { surveyAllowed } from './satisfaction-survey';

test('the survey runs only for a student with an active e-commerce area', () => {
  expect(surveyAllowed({ questoes: true, cast: false })).toBe(true);
  expect(surveyAllowed({ questoes: false, cast: false })).toBe(false);
  expect(surveyAllowed({})).toBe(false);
});
