import { isClosed, submissionLimit, submissionsLeft } from './discursive-rules';

const submission = {
  id: 1,
  index: 1,
  status: 'revised' as const,
  file_names: [],
  created_at: '2025-01-01T00:00:00Z',
};

it('is closed once available_until has passed', () => {
  const now = Date.parse('2025-05-10T12:00:00Z');
  expect(isClosed({ available_until: '2025-05-10T11:59:59Z' }, now)).toBe(true);
  expect(isClosed({ available_until: '2025-05-10T12:00:01Z' }, now)).toBe(false);
  expect(isClosed({ available_until: 'sem data' }, now)).toBe(true);
});

it('allows the first submission plus the additional limit', () => {
  expect(submissionLimit({ additional_submission_limit: 2 })).toBe(3);
  expect(submissionsLeft({ additional_submission_limit: 2, submissions: [submission] })).toBe(2);
  expect(submissionsLeft({ additional_submission_limit: 0, submissions: [submission, submission] })).toBe(0);
});
