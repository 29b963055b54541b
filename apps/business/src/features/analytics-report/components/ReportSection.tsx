import { Heading, Stack, Text } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface ReportSectionProps {
  title: string;
  /** What the section covers when it is not the whole period (the last 6 months). */
  window?: string;
  children: ReactNode;
}

/** One part of the report: a heading, what it covers, then its tables. */
export function ReportSection({ title, window, children }: ReportSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <Stack gap={1}>
        <Heading level={4} as="h2" id={titleId}>
          {title}
        </Heading>
        {window && (
          <Text size="sm" tone="secondary">
            {window}
          </Text>
        )}
      </Stack>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  /* A heading stays with the table under it. */
  h2 {
    break-after: avoid;
  }
`;
