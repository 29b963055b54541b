import { css } from 'styled-components';

/** The focus ring for controls that draw their own box (the global :focus-visible covers the rest). */
export const focusRing = css`
  outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
`;

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
