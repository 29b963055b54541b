import { useDocumentTitle } from '@sumaa/app-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLandingTexts } from '../hooks/useLandingTexts';
import { ClosingCallToAction } from './ClosingCallToAction';
import { FeatureHighlights } from './FeatureHighlights';
import { LandingHero } from './LandingHero';
import { PricingPreview } from './PricingPreview';
import { StatsBand } from './StatsBand';
import { Testimonials } from './Testimonials';

export interface LandingPageProps {
  /** The plan cards for the pricing section, composed in by the app from the pricing feature. */
  plans: ReactNode;
}

/**
 * The landing page (spec §2): hero with the way in, the figures, four feature cards, the plans from the server,
 * customers' words and a closing call to action.
 */
export function LandingPage({ plans }: LandingPageProps) {
  const { t } = useLandingTexts();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  return (
    <StyledPage>
      <LandingHero />
      <StatsBand />
      <FeatureHighlights />
      <PricingPreview plans={plans} />
      <Testimonials />
      <ClosingCallToAction />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[12]};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[16]};
  }
`;
