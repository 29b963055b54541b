// The support team's working week as a definition list (working days with their hours, the closed weekend),
// with the hours written as the reader writes times. Shared by the support page and the contact channels.
import { useLanguage } from '@sumaa/i18n';
import styled from 'styled-components';
import { SUPPORT_HOURS } from './siteContact';
import { formatSupportHour } from './supportHours';

export interface SupportHoursListProps {
  workingDays: string;
  /** The working hours sentence, given the opening and closing times in the reader's language. */
  workingTime: (times: { opens: string; closes: string }) => string;
  weekend: string;
  closed: string;
}

export function SupportHoursList({ workingDays, workingTime, weekend, closed }: SupportHoursListProps) {
  const { language } = useLanguage();
  return (
    <StyledHours>
      <div>
        <dt>{workingDays}</dt>
        <dd>
          {workingTime({
            opens: formatSupportHour(SUPPORT_HOURS.opensAt, language),
            closes: formatSupportHour(SUPPORT_HOURS.closesAt, language),
          })}
        </dd>
      </div>
      <div>
        <dt>{weekend}</dt>
        <dd>{closed}</dd>
      </div>
    </StyledHours>
  );
}

// Rows wrap on a narrow phone rather than overflow.
const StyledHours = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
