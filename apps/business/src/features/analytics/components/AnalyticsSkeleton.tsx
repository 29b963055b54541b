import { VisuallyHidden } from '@sumaa/ui';
import styled, { keyframes } from 'styled-components';

const CARDS = 4;
/** The two rows of two panels that follow the cards. */
const PANELS = 4;

export interface AnalyticsSkeletonProps {
  label: string;
  /** While the page's code loads, the period select's place is held too. */
  withToolbar?: boolean;
}

/**
 * The analytics' shape while its figures load: the cards and panels at their final size, so nothing jumps when
 * they arrive. One status for assistive technology; the blocks themselves are hidden from it. It carries no
 * chart code: it is shown while that code loads.
 */
export function AnalyticsSkeleton({ label, withToolbar = false }: AnalyticsSkeletonProps) {
  return (
    <StyledSkeleton role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {withToolbar && (
        <StyledBlock
          aria-hidden="true"
          data-skeleton-block=""
          style={{ blockSize: '4.5rem', maxInlineSize: '16rem' }}
        />
      )}
      <StyledCards aria-hidden="true">
        {Array.from({ length: CARDS }, (_, index) => (
          <StyledBlock key={index} data-skeleton-block="" style={{ blockSize: '7.5rem' }} />
        ))}
      </StyledCards>
      <StyledPanels aria-hidden="true">
        {Array.from({ length: PANELS }, (_, index) => (
          <StyledBlock key={index} data-skeleton-block="" style={{ blockSize: '20rem' }} />
        ))}
      </StyledPanels>
    </StyledSkeleton>
  );
}

/** One shimmering block of a panel whose figures are on their way (hidden from assistive technology). */
export function SkeletonBlock({ height }: { height: string }) {
  return <StyledBlock aria-hidden="true" data-skeleton-block="" style={{ blockSize: height }} />;
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
  grid-template-columns: repeat(auto-fit, minmax(min(26rem, 100%), 1fr));
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
