import { IconButton } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useProductTour } from '../hooks/productTourContext';
import { TourIcon } from './TourIcon';

/**
 * The user menu's way back into the tour: "Resume the tour" where it was left half-way, "Take the tour"
 * otherwise. Left out for a user none of whose pages the tour visits.
 */
export function TourMenuButton() {
  const { t } = useTranslation('business');
  const tour = useProductTour();
  if (!tour.available) return null;
  const label = tour.canResume ? t('tour.resume') : t('tour.start');
  return (
    <IconButton aria-label={label} onClick={tour.start}>
      <TourIcon />
    </IconButton>
  );
}
