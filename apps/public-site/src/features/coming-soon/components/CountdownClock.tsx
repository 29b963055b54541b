import { formatNumber, useLanguage } from '@sumaa/i18n';
import { Heading, VisuallyHidden } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useComingSoonTexts } from '../hooks/useComingSoonTexts';
import type { Countdown } from '../lib/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export interface CountdownClockProps {
  countdown: Countdown;
}

/**
 * Days, hours, minutes and seconds to the launch, in the language's digits. The ticking figures are hidden from
 * screen readers (announcing every second would drown everything else); they get a sentence instead that
 * changes at most once a minute and is not a live region, read when the visitor reaches it.
 */
export function CountdownClock({ countdown }: CountdownClockProps) {
  const { t } = useComingSoonTexts();
  const { language } = useLanguage();
  const titleId = useId();
  const underAMinute = countdown.days === 0 && countdown.hours === 0 && countdown.minutes === 0;
  const summary = underAMinute
    ? t('countdown.lessThanMinute')
    : t('countdown.summary', {
        days: t('countdown.day.count', { count: countdown.days }),
        hours: t('countdown.hour.count', { count: countdown.hours }),
        minutes: t('countdown.minute.count', { count: countdown.minutes }),
      });

  return (
    <StyledSection aria-labelledby={titleId}>
      <Heading level={4} as="h2" id={titleId}>
        {t('countdown.title')}
      </Heading>
      <VisuallyHidden>{summary}</VisuallyHidden>
      <StyledUnits aria-hidden="true" aria-live="off" data-testid="countdown-clock">
        {UNITS.map((unit) => (
          <StyledUnit key={unit} data-unit={unit}>
            <StyledNumber>
              {formatNumber(countdown[unit], language, { minimumIntegerDigits: unit === 'days' ? 1 : 2 })}
            </StyledNumber>
            <StyledLabel>{t(`countdown.${unit}`)}</StyledLabel>
          </StyledUnit>
        ))}
      </StyledUnits>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledUnits = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
  max-inline-size: 36rem;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const StyledUnit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Same-width digits, so the row does not jiggle as the seconds change. */
const StyledNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.primary};

  ${({ theme }) => theme.media.tablet} {
    font-size: 3rem;
  }
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
