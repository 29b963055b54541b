import { formatDate, formatNumber, type Language, useLanguage } from '@sumaa/i18n';
import { Card, Heading, MailIcon } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import {
  ClockIcon,
  EMAIL_REPLY_HOURS,
  LtrText,
  MapPinIcon,
  PhoneIcon,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
} from '../../../shared/content';
import { useContactTexts } from '../hooks/useContactTexts';

/** A weekday's name from its getUTCDay() number (1 January 2023 was a Sunday). */
function weekdayName(day: number, language: Language): string {
  return formatDate(Date.UTC(2023, 0, 1 + day, 12), language, { weekday: 'long', timeZone: 'UTC' });
}

/** "9:00" / "٩:٠٠": an hour on the clock, in the language's digits. */
function clockTime(hour: number, language: Language): string {
  return `${formatNumber(hour, language)}:${formatNumber(0, language, { minimumIntegerDigits: 2 })}`;
}

/** Sumaa's e-mail, phone, address and hours beside the form (spec §1: Sunday–Thursday 9:00–18:00). */
export function ContactDetails() {
  const { t } = useContactTexts();
  const { language } = useLanguage();
  const titleId = useId();
  const days = SUPPORT_HOURS.days;

  return (
    <StyledCard forwardedAs="aside" aria-labelledby={titleId}>
      <Heading level={4} as="h2" id={titleId}>
        {t('details.title')}
      </Heading>
      <StyledList>
        <Detail icon={<MailIcon />} label={t('details.email')}>
          <a href={supportMailto()}>
            <LtrText>{SUPPORT_EMAIL}</LtrText>
          </a>
          <StyledNote>{t('details.replyTime', { hours: EMAIL_REPLY_HOURS })}</StyledNote>
        </Detail>
        <Detail icon={<PhoneIcon />} label={t('details.phone')}>
          <a href={supportTel}>
            <LtrText>{SUPPORT_PHONE.display}</LtrText>
          </a>
        </Detail>
        <Detail icon={<MapPinIcon />} label={t('details.address')}>
          <address>{t('details.addressValue')}</address>
        </Detail>
        <Detail icon={<ClockIcon />} label={t('details.hours')}>
          <span>
            {t('details.hoursValue', {
              firstDay: weekdayName(days[0], language),
              lastDay: weekdayName(days[days.length - 1], language),
              opens: clockTime(SUPPORT_HOURS.opensAt, language),
              closes: clockTime(SUPPORT_HOURS.closesAt, language),
            })}
          </span>
          <StyledNote>{t('details.closed')}</StyledNote>
        </Detail>
      </StyledList>
    </StyledCard>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <StyledDetail>
      <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      <div>
        <StyledLabel>{label}</StyledLabel>
        <StyledValue>{children}</StyledValue>
      </div>
    </StyledDetail>
  );
}

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDetail = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledValue = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};

  address {
    font-style: normal;
  }
`;

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
