import { formatNumber, useLanguage } from '@sumaa/i18n';
import { visuallyHidden } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useLandingTexts } from '../hooks/useLandingTexts';
import {
  AVERAGE_CUSTOMER_RATING,
  BUSINESSES_SERVED,
  CUSTOMER_SATISFACTION,
  RATING_SCALE,
  REVIEWS_MANAGED,
} from '../lib/marketingFigures';

/** The static marketing figures of spec §1, in the language's digits (Arabic-Indic in Arabic). */
export function StatsBand() {
  const { t } = useLandingTexts();
  const { language } = useLanguage();
  const titleId = useId();
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    formatNumber(value, language, options);
  const rating = (value: number) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const stats = [
    { key: 'businesses', value: `${number(BUSINESSES_SERVED)}+` },
    { key: 'reviews', value: `${number(REVIEWS_MANAGED, { notation: 'compact' })}+` },
    { key: 'satisfaction', value: `${rating(CUSTOMER_SATISFACTION)}/${number(RATING_SCALE)}` },
    { key: 'averageRating', value: rating(AVERAGE_CUSTOMER_RATING) },
  ] as const;

  return (
    <StyledBand aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{t('stats.title')}</StyledTitle>
      <StyledList>
        {stats.map(({ key, value }) => (
          <li key={key}>
            <StyledValue>{value}</StyledValue> <StyledLabel>{t(`stats.${key}`)}</StyledLabel>
          </li>
        ))}
      </StyledList>
    </StyledBand>
  );
}

const StyledBand = styled.section`
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

/** Named for screen readers and the outline; the figures speak for themselves on screen. */
const StyledTitle = styled.h2`
  ${visuallyHidden}
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const StyledValue = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* "10,000+" is one unit: the plus stays after the number in both directions. */
  unicode-bidi: isolate;
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
