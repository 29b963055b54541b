import { useLogout } from '@sumaa/app-kit';
import { useLanguage } from '@sumaa/i18n';
import { BrandMark, Button, LanguageSelect, LogoutIcon, visuallyHidden } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The wizard's slim header: brand, language, and a way out. */
export function OnboardingHeader() {
  const { t } = useTranslation('onboarding');
  const { language, setLanguage } = useLanguage();
  const logout = useLogout();
  return (
    <StyledHeader>
      <BrandMark name={t('common:appName')} />
      <StyledActions>
        <LanguageSelect
          value={language}
          onChange={(next) => void setLanguage(next)}
          label={t('common:language.label')}
        />
        <Button variant="ghost" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          <StyledLogoutText>{t('common:logout')}</StyledLogoutText>
        </Button>
      </StyledActions>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.headerHeight};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/* Phones show the icon alone; the words stay the button's accessible name. */
const StyledLogoutText = styled.span`
  ${({ theme }) => theme.media.belowTablet} {
    ${visuallyHidden}
  }
`;
