import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../layout/VisuallyHidden';

export interface SkeletonRowsProps {
  /** How many placeholder rows: as many as the page will show (its page size), so nothing jumps on load. */
  rows: number;
  /** Read by screen readers while loading, e.g. "Loading reviews" / "جارٍ تحميل التقييمات". */
  label: string;
  /** The height of one loaded row, any CSS length (default: a 56 px table row). */
  rowHeight?: string;
  /** Space between rows, any CSS length (default 8 px; 0 for table rows that touch). */
  gap?: string;
  className?: string;
}

/**
 * Placeholder rows of the final size while a list loads. The container is aria-busy with a visually hidden
 * status; the bars themselves are hidden from assistive technology. The shimmer stops under reduced motion.
 */
export function SkeletonRows({ rows, label, rowHeight = '56px', gap, className }: SkeletonRowsProps) {
  return (
    <StyledContainer role="status" aria-busy="true" className={className} $gap={gap}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <StyledRow key={index} aria-hidden="true" data-skeleton-row="" style={{ blockSize: rowHeight }} />
      ))}
    </StyledContainer>
  );
}

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

const StyledContainer = styled.div<{ $gap: string | undefined }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => $gap ?? theme.space[2]};
`;

const StyledRow = styled.div`
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.4s ${({ theme }) => theme.motion.easing.standard} infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
