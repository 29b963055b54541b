import { BrandMark, MailIcon, Text, VisuallyHidden } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
// Straight from the files, not the shared/content barrel: the footer is in the first load, and through the
// barrel it pulled every content-page component and icon into it (styled-components calls are not dropped).
import { PhoneIcon } from '../../../shared/content/icons/PhoneIcon';
import { LtrText } from '../../../shared/content/LtrText';
import {
  COMMERCIAL_REGISTRATION_NUMBER,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
} from '../../../shared/content/siteContact';

/** Every public page, grouped as visitors look for them. */
const COLUMNS = [
  {
    key: 'product',
    links: [
      { to: '/features', key: 'features' },
      { to: '/pricing', key: 'pricing' },
      { to: '/security', key: 'security' },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about', key: 'about' },
      { to: '/careers', key: 'careers' },
      { to: '/blog', key: 'blog' },
      { to: '/contact', key: 'contact' },
    ],
  },
  {
    key: 'support',
    links: [
      { to: '/help', key: 'help' },
      { to: '/support', key: 'support' },
      { to: '/contact2', key: 'contactChannels' },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: '/terms', key: 'terms' },
      { to: '/privacy', key: 'privacy' },
    ],
  },
] as const;

/** The site footer: who we are and how to reach us, a map of the public pages, and the legal line. */
export function PublicFooter() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  return (
    <StyledFooter>
      <StyledInner>
        <StyledTop>
          <StyledAbout>
            <BrandMark name={tCommon('appName')} />
            <Text size="sm" tone="secondary">
              {t('footer.madeFor')}
            </Text>
            <StyledContactList aria-label={t('footer.reachUs')}>
              <li>
                <MailIcon />
                <a href={supportMailto()}>
                  <VisuallyHidden>{t('footer.email')}: </VisuallyHidden>
                  <LtrText>{SUPPORT_EMAIL}</LtrText>
                </a>
              </li>
              <li>
                <PhoneIcon />
                <a href={supportTel}>
                  <VisuallyHidden>{t('footer.phone')}: </VisuallyHidden>
                  <LtrText>{SUPPORT_PHONE.display}</LtrText>
                </a>
              </li>
              <li>
                <Text as="span" size="sm" tone="secondary">
                  {t('footer.hours')}
                </Text>
              </li>
            </StyledContactList>
          </StyledAbout>
          <StyledSiteMap aria-label={t('footer.navLabel')}>
            {COLUMNS.map((column) => (
              <StyledColumn key={column.key}>
                <StyledColumnTitle>{t(`footer.columns.${column.key}`)}</StyledColumnTitle>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.key}>
                      <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </StyledColumn>
            ))}
          </StyledSiteMap>
        </StyledTop>
        <StyledLegalLine>
          <Text as="span" size="sm" tone="secondary">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Text as="span" size="sm" tone="secondary">
            {t('footer.company')}
          </Text>
          <Text as="span" size="sm" tone="secondary">
            {t('footer.registration', { number: COMMERCIAL_REGISTRATION_NUMBER })}
          </Text>
        </StyledLegalLine>
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
  gap: ${({ theme }) => theme.space[8]};
  box-sizing: content-box;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]} ${theme.space[6]}`};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const StyledTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const StyledAbout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledContactList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/* Two columns of link groups on a phone, four from tablet width. */
const StyledSiteMap = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const StyledColumnTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledLegalLine = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-block-start: ${({ theme }) => theme.space[5]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[6]};
  }
`;
