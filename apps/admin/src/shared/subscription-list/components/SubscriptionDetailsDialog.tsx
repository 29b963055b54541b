import type { SubscriptionListItem } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { Dialog, Heading } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSubscriptionListTexts } from '../hooks/useSubscriptionListTexts';
import { amountPerMonth, renewalDate } from '../lib/amounts';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

/** A subscriber's details (spec §2): contact, amount per month, renewal date, the period and stat tiles. */
export function SubscriptionDetailsDialog({
  item,
  onClose,
}: {
  item: SubscriptionListItem;
  onClose(): void;
}) {
  const { t } = useSubscriptionListTexts();
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const none = t('noValue');
  const ending = item.status === 'cancelled' || item.status === 'expired' || item.cancelAtPeriodEnd;
  const renewalLabel =
    item.status === 'trialing' ? t('details.trialEnds') : ending ? t('details.endsOn') : t('details.renewal');

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('details.title', { name: item.name })}
      closeLabel={common('close')}
    >
      <section aria-labelledby="subscription-contact">
        <Heading level={4} as="h3" id="subscription-contact">
          {t('details.contact')}
        </Heading>
        <Facts>
          <Fact label={t('details.owner')}>{item.ownerName || none}</Fact>
          <Fact label={t('details.email')}>
            <bdi dir="ltr">{item.email || none}</bdi>
          </Fact>
          <Fact label={t('details.phone')}>{item.phone ? <bdi dir="ltr">{item.phone}</bdi> : none}</Fact>
          <Fact label={t('details.city')}>{item.city || none}</Fact>
          <Fact label={t('details.activity')}>
            {/* A custom activity (the sign-up's "other") is shown as the business wrote it. */}
            {item.activityType
              ? t(`activities.${item.activityType}`, { defaultValue: item.activityType })
              : none}
          </Fact>
          <Fact label={t('details.joined')}>{format.date(item.createdAt) || none}</Fact>
        </Facts>
      </section>

      <section aria-labelledby="subscription-plan">
        <Heading level={4} as="h3" id="subscription-plan">
          {t('details.subscription')}
        </Heading>
        <Facts>
          <Fact label={t('details.plan')}>{item.planName || none}</Fact>
          <Fact label={t('details.status')}>
            <SubscriptionStatusBadge item={item} />
          </Fact>
          <Fact label={t('details.amountPerMonth')}>{format.money(amountPerMonth(item))}</Fact>
          <Fact label={t('details.amount')}>
            {t(`amountPer.${item.interval}`, { amount: format.money(item.amount) })}
          </Fact>
          <Fact label={renewalLabel}>{format.date(renewalDate(item)) || none}</Fact>
          <Fact label={t('details.currentPeriod')}>
            {t('period', {
              start: format.date(item.currentPeriodStart),
              end: format.date(item.currentPeriodEnd),
            })}
          </Fact>
          <Fact label={t('details.lastPayment')}>
            {item.lastPayment
              ? `${t('lastPayment', {
                  amount: format.money(item.lastPayment.amount),
                  date: format.date(item.lastPayment.date),
                })} (${paymentWord(t, item.lastPayment.status)})`
              : t('noPayment')}
          </Fact>
        </Facts>
      </section>

      <section aria-labelledby="subscription-stats">
        <Heading level={4} as="h3" id="subscription-stats">
          {t('details.stats')}
        </Heading>
        <StyledTiles>
          <Tile label={t('details.reviews')} value={format.count(item.reviewsCount)} />
          <Tile
            label={t('details.rating')}
            value={item.rating === null ? t('noRating') : format.rating(item.rating)}
          />
          <Tile label={t('details.revenue')} value={format.money(item.revenue)} />
          <Tile label={t('details.monthlyRevenue')} value={format.money(item.monthlyRevenue)} />
          <Tile
            label={t('details.lastLogin')}
            value={item.lastLoginAt ? format.date(item.lastLoginAt) : t('never')}
          />
        </StyledTiles>
      </section>
    </Dialog>
  );
}

/** A payment's status word: succeeded, failed, otherwise pending (spec §4). */
export function paymentWord(t: (key: string) => string, status: string): string {
  const known = ['succeeded', 'paid', 'failed'];
  return t(`payment.${known.includes(status) ? status : 'pending'}`);
}

function Facts({ children }: { children: ReactNode }) {
  return <StyledFacts>{children}</StyledFacts>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};

  & dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(9rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 0;

  & > div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
