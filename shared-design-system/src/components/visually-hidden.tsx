import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text only screen readers read (does not rely on the host's global .visually-hidden class). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHidden} {...props} />;
}
