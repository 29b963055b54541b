import { Heading, Stack, Text } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled group of settings inside a tab. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <Stack gap={1}>
        <Heading level={4} as="h2" id={titleId}>
          {title}
        </Heading>
        {description && <Text tone="secondary">{description}</Text>}
      </Stack>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Fields side by side from tablet width up, one under the other on phones. */
export const SettingsFieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field that takes the whole row of a grid. */
export const SettingsWideField = styled.div`
  grid-column: 1 / -1;
`;
