import type { AdminPlan } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import styled from 'styled-components';
import { usePlansTexts } from '../hooks/usePlansTexts';

/** A plan's limits as a definition list; an empty limit reads "Unlimited". */
export function PlanLimits({ plan }: { plan: AdminPlan }) {
  const { t } = usePlansTexts();
  const format = useFormat();
  const rows = [
    { key: 'maxUsers', value: plan.maxUsers },
    { key: 'maxReviews', value: plan.maxReviews },
    { key: 'aiReplies', value: plan.aiResponses },
    { key: 'maxCompetitors', value: plan.maxCompetitors },
    { key: 'competitorSearches', value: plan.competitorSearchesPerDay },
  ] as const;
  return (
    <StyledList>
      {rows.map(({ key, value }) => (
        <div key={key}>
          <dt>{t(`limits.${key}`)}</dt>
          <dd>{value === null ? t('limits.unlimited') : format.count(value)}</dd>
        </div>
      ))}
    </StyledList>
  );
}

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  & dd {
    margin: 0;
    font-weight: 600;
  }
`;
