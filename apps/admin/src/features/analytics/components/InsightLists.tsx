import type { Insight } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { Text, Panel, PanelEmpty, plainList } from '@sumaa/ui';
import styled from 'styled-components';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';

/** Strengths and improvements, each worded from its rule's code with its figure and the rule itself. */
export function InsightLists({
  strengths,
  improvements,
  busy,
}: {
  strengths: readonly Insight[];
  improvements: readonly Insight[];
  busy: boolean;
}) {
  const { t } = useAnalyticsTexts();
  return (
    <StyledColumns>
      <Panel title={t('insights.strengths')} busy={busy}>
        <InsightList items={strengths} empty={t('insights.noStrengths')} tone="success" />
      </Panel>
      <Panel title={t('insights.improvements')} busy={busy}>
        <InsightList items={improvements} empty={t('insights.noImprovements')} tone="warning" />
      </Panel>
    </StyledColumns>
  );
}

function InsightList({
  items,
  empty,
  tone,
}: {
  items: readonly Insight[];
  empty: string;
  tone: 'success' | 'warning';
}) {
  const { t } = useAnalyticsTexts();
  const format = useFormat();
  if (items.length === 0) return <PanelEmpty>{empty}</PanelEmpty>;
  return (
    <StyledList>
      {items.map((item) => {
        const signed =
          item.code.startsWith('growth') ||
          item.code.startsWith('revenueUp') ||
          item.code.startsWith('revenueDown');
        const value = signed ? format.change(item.value) : format.percent(item.value);
        const threshold = format.percent(item.threshold);
        return (
          <StyledItem key={item.code} $tone={tone} data-rule={item.code}>
            <Text>{t(`rules.${item.code}.text`, { value, plan: item.params.plan ?? '' })}</Text>
            <Text tone="muted" size="xs">
              {t('insights.rule', { rule: t(`rules.${item.code}.rule`, { threshold }) })}
            </Text>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledList = styled.ul`
  ${plainList(3)}
`;

const StyledItem = styled.li<{ $tone: 'success' | 'warning' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme, $tone }) => theme.colors[$tone]};
`;
