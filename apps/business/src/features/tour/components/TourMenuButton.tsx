import { Button, IconButton } from '@sumaa/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useProductTour } from '../hooks/productTourContext';
import { TourIcon } from './TourIcon';

export interface TourMenuButtonProps {
  /**
   * header: an icon in the header's user menu (tablets and wider); drawer: a labelled button at the foot of
   * the sidebar, which phones open as a drawer — their header has no room for one more icon.
   */
  place?: 'header' | 'drawer';
}

/**
 * The way back into the tour: "Resume the tour" where it was left half-way, "Take the tour" otherwise. Left
 * out for a user none of whose pages the tour visits.
 */
export function TourMenuButton({ place = 'header' }: TourMenuButtonProps) {
  const { t } = useTranslation('business');
  const tour = useProductTour();
  if (!tour.available) return null;
  const label = tour.canResume ? t('tour.resume') : t('tour.start');
  if (place === 'drawer') {
    // A link to the page the tour opens on, so the drawer closes as it does for any link; the tour itself
    // goes there (and to each step's page) as it runs.
    const start = (event: MouseEvent) => {
      event.preventDefault();
      tour.start();
    };
    return (
      <StyledPhonesOnly>
        <Button
          as={Link}
          to={tour.startPath}
          variant="ghost"
          size="sm"
          startIcon={<TourIcon />}
          onClick={start}
        >
          {label}
        </Button>
      </StyledPhonesOnly>
    );
  }
  return (
    <StyledWideOnly>
      <IconButton aria-label={label} onClick={tour.start}>
        <TourIcon />
      </IconButton>
    </StyledWideOnly>
  );
}

const StyledWideOnly = styled.span`
  display: contents;

  ${({ theme }) => theme.media.belowTablet} {
    display: none;
  }
`;

const StyledPhonesOnly = styled.div`
  display: none;

  ${({ theme }) => theme.media.belowTablet} {
    display: block;
  }
`;
