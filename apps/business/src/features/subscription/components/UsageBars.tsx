import type { SubscriptionUsage, UsageMeter } from '@sumaa/contracts';
import { Card, Heading, Text } from '@sumaa/ui';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';
import { useFormat } from '@sumaa/app-kit';

const METERS = ['reviewsThisMonth', 'teamMembers', 'aiRepliesThisMonth', 'competitors'] as const;
type MeterName = (typeof METERS)[number];

/** From this share of a limit the bar turns to the warning colour. */
const NEAR_LIMIT = 0.8;

/** The spec's usage bars: each of the plan's four limits against what the business used. */
export function UsageBars({ usage }: { usage: SubscriptionUsage }) {
  const { t } = useSubscriptionTexts();
  return (
    <Card as="section" aria-labelledby="usage-title" padding="lg">
      <div>
        <Heading level={3} id="usage-title">
          {t('usage.title')}
        </Heading>
        <Text tone="muted" size="sm">
          {t('usage.description')}
        </Text>
      </div>
      <StyledMeters>
        {METERS.map((name) => (
          <Meter key={name} name={name} meter={usage[name]} />
        ))}
      </StyledMeters>
    </Card>
  );
}

function Meter({ name, meter }: { name: MeterName; meter: UsageMeter }) {
  const { t } = useSubscriptionTexts();
  const format = useFormat();
  const labelId = useId();
  const label = t(`usage.${name}`);
  const { used, limit } = meter;

  if (limit === null) {
    return (
      <li>
        <StyledMeterHead>
          <span id={labelId}>{label}</span>
          <span>{t('usage.unlimited', { used: format.count(used) })}</span>
        </StyledMeterHead>
      </li>
    );
  }

  const share = limit > 0 ? Math.min(used / limit, 1) : 1;
  const valueText = t('usage.ofLimit', { used: format.count(used), limit: format.count(limit) });
  return (
    <li>
      <StyledMeterHead>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{valueText}</span>
      </StyledMeterHead>
      <StyledTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={valueText}
      >
        <StyledFill $share={share} $level={share >= 1 ? 'full' : share >= NEAR_LIMIT ? 'near' : 'fine'} />
      </StyledTrack>
    </li>
  );
}

const StyledMeters = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMeterHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:last-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledTrack = styled.div`
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

/** Grows from the reading start: inline-size with the logical properties mirrors by itself in RTL. */
const StyledFill = styled.div<{ $share: number; $level: 'fine' | 'near' | 'full' }>`
  block-size: 100%;
  inline-size: ${({ $share }) => `${Math.round($share * 1000) / 10}%`};
  border-radius: inherit;
  ${({ theme, $level }) => css`
    background: ${
      $level === 'full'
        ? theme.colors.danger
        : $level === 'near'
          ? theme.colors.warning
          : theme.colors.primary
    };
  `}
`;
