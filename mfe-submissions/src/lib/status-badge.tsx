import type { SubmissionStatus } from 'shared-contracts';
import { SUBMISSION_STATUS_LABELS } from '../constants';

/** The status of an essay or submission as a coloured label (text carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      css={(theme) => {
        const colour =
          status === 'revised'
            ? theme.colors.success
            : status === 'has error'
              ? theme.colors.error
              : theme.colors.warning;
        return {
          display: 'inline-block',
          padding: '2px 10px',
          borderRadius: theme.radii.pill,
          fontSize: theme.fontSizes.sm,
          fontWeight: 700,
          color: theme.colors.onStatus,
          background: colour,
        };
      }}
    >
      {SUBMISSION_STATUS_LABELS[status]}
    </span>
  );
}

/** Whether a value is a known submission status. */
export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === 'string' && value in SUBMISSION_STATUS_LABELS;
}
