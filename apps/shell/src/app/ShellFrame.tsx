import { useLanguage } from '@sumaa/i18n';
import { LanguageSelect } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

/** The shell's own minimal frame, used only when it must speak itself (a failed area, a page not allowed). */
export function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <StyledFrame>
      <StyledHeader>
        <StyledBrand to="/">{t('appName')}</StyledBrand>
        <LanguageSelect
          value={language}
          onChange={(lang) => void setLanguage(lang)}
          label={t('language.label')}
        />
      </StyledHeader>
      <StyledMain>{children}</StyledMain>
    </StyledFrame>
  );
}

const StyledFrame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBrand = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const StyledMain = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[5]};
`;
