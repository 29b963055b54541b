import type { GoogleLocation } from '@sumaa/contracts';
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { Badge, StarRating, focusRing } from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatLocationPhone } from '../formatLocationPhone';

export interface LocationOptionProps {
  location: GoogleLocation;
  selected: boolean;
  onToggle(id: string): void;
}

/**
 * One location as a toggle card: a real checkbox named by the location, its details read as the checkbox's
 * description, and the whole card clickable (the label is stretched over it; the website link sits above).
 */
export function LocationOption({ location, selected, onToggle }: LocationOptionProps) {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  const inputId = useId();
  const detailsId = useId();
  const rating =
    location.rating === null
      ? null
      : formatNumber(location.rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <StyledOption $selected={selected}>
      <StyledCheckbox
        type="checkbox"
        id={inputId}
        checked={selected}
        onChange={() => onToggle(location.id)}
        aria-describedby={detailsId}
      />
      <StyledBody>
        <StyledName htmlFor={inputId}>{location.name}</StyledName>
        <StyledDetails id={detailsId}>
          <StyledRatingLine>
            {rating === null ? (
              <span>{t('locations.noRating')}</span>
            ) : (
              <>
                <StarRating value={location.rating ?? 0} label={t('locations.rating', { rating })} />
                <span aria-hidden="true">{rating}</span>
              </>
            )}
            <StyledSeparator aria-hidden="true">·</StyledSeparator>
            <span>{t('locations.reviewCount', { count: location.reviewCount })}</span>
            {location.linked && <Badge tone="brand">{t('locations.alreadyLinked')}</Badge>}
          </StyledRatingLine>
          {location.address && (
            <StyledLine>
              <StyledLabel>{t('locations.address')}:</StyledLabel> {location.address}
            </StyledLine>
          )}
          {location.phone && (
            <StyledLine>
              <StyledLabel>{t('locations.phone')}:</StyledLabel>{' '}
              <bdi dir="ltr">{formatLocationPhone(location.phone)}</bdi>
            </StyledLine>
          )}
        </StyledDetails>
        {location.website && (
          <StyledLine>
            <StyledLabel>{t('locations.website')}:</StyledLabel>{' '}
            <StyledWebsite href={location.website} target="_blank" rel="noopener noreferrer" dir="ltr">
              {location.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </StyledWebsite>
          </StyledLine>
        )}
      </StyledBody>
    </StyledOption>
  );
}

const StyledOption = styled.li<{ $selected: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ $selected }) => ($selected ? 2 : 1)}px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

const StyledCheckbox = styled.input`
  /* Above the label stretched over the card, so a click on the box itself reaches it. */
  position: relative;
  z-index: 1;
  flex-shrink: 0;
  inline-size: 22px;
  block-size: 22px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  /* The card shows the focus instead. */
  &:focus-visible {
    outline: none;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

const StyledName = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  /* The whole card toggles the checkbox. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const StyledRatingLine = styled(StyledLine)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSeparator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledWebsite = styled.a`
  position: relative;
  z-index: 1;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;
