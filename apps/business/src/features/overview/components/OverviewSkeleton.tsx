import { VisuallyHidden } from '@sumaa/ui';
import styled, { keyframes } from 'styled-components';

const CARDS = 4;
const PANELS = 2;

/**
 * The overview's shape while its figures load: four cards and the two panels at their final size, so nothing
 * jumps when they arrive. One status for assistive technology; the blocks themselves are hidden from it.
 */
export function OverviewSkeleton({ label }: { label: string }) {
  return (
    <StyledSkeleton role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <StyledCards aria-hidden="true">
        {Array.from({ length: CARDS }, (_, index) => (
          <StyledBlock key={index} data-skeleton-block="" style={{ blockSize: '7.5rem' }} />
        ))}
      </StyledCards>
      <StyledPanels aria-hidden="true">
        {Array.from({ length: PANELS }, (_, index) => (
          <StyledBlock key={index} data-skeleton-block="" style={{ blockSize: '17rem' }} />
        ))}
      </StyledPanels>
    </StyledSkeleton>
  );
}

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPanels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledBlock = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.4s ${({ theme }) => theme.motion.easing.standard} infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
