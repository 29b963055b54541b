import { Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A short footer; the full marketing footer (legal pages, contact) arrives with the marketing site. */
export function PublicFooter() {
  const { t } = useTranslation('public-site');
  return (
    <StyledFooter>
      <StyledInner>
        <Text size="sm" tone="secondary">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
        <Text size="sm" tone="secondary">
          {t('footer.madeFor')}
        </Text>
      </StyledInner>
    </StyledFooter>
  );
}

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  box-sizing: content-box;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
