import { ChevronEndIcon, Spinner } from '@sumaa/ui';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ContentSection } from '../../../shared/content/ContentSection';
import { useLandingTexts } from '../hooks/useLandingTexts';

export interface PricingPreviewProps {
  /** The plan cards from the server, given by the app (features do not import each other). */
  plans: ReactNode;
}

/** The pricing section of the landing page: monthly plans, and the way to the full comparison. */
export function PricingPreview({ plans }: PricingPreviewProps) {
  const { t } = useLandingTexts();
  return (
    <ContentSection id="pricing" title={t('pricing.title')} description={t('pricing.description')}>
      {/* The cards bring their own texts: while those load, only this section waits, not the whole page. */}
      <Suspense
        fallback={
          <StyledWaiting>
            <Spinner size="lg" />
          </StyledWaiting>
        }
      >
        {plans}
      </Suspense>
      <StyledMore to="/pricing">
        {t('pricing.compare')}
        <ChevronEndIcon />
      </StyledMore>
    </ContentSection>
  );
}

const StyledWaiting = styled.div`
  display: flex;
  justify-content: center;
  min-block-size: 28rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
