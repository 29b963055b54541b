import { useDocumentTitle } from '@sumaa/app-kit';
import { formatDate, formatNumber, useLanguage } from '@sumaa/i18n';
import { Card, Heading, MailIcon, Text, outlinedBox } from '@sumaa/ui';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  COMMERCIAL_REGISTRATION_NUMBER,
  ContentPage,
  LtrText,
  MapPinIcon,
  PageHero,
  PhoneIcon,
  Prose,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  supportMailto,
  supportTel,
} from '../../../shared/content';
import { useLegalTexts } from '../hooks/useLegalTexts';
import type { LegalSectionText } from '../i18n';

export interface LegalDocumentProps {
  /** Which document of the `public-site.legal` texts. */
  document: 'terms' | 'privacy';
  /** The section keys in reading order; each becomes a numbered section with an anchor. */
  sectionIds: readonly string[];
  /** When the text last changed (YYYY-MM-DD), shown in the reader's language. */
  lastUpdated: string;
}

/** `acceptableUse` → `acceptable-use`: anchors that read well in a shared link (/terms#acceptable-use). */
const anchorOf = (sectionId: string) => sectionId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const CONTACT_ANCHOR = 'contact';

/**
 * A legal page: title and last-updated date, a table of contents of in-page links, the numbered sections
 * (numbers in the reader's digits) and a contact block.
 */
export function LegalDocument({ document, sectionIds, lastUpdated }: LegalDocumentProps) {
  const { t } = useLegalTexts();
  const { language } = useLanguage();
  useDocumentTitle(t(`${document}.documentTitle`), t(`${document}.description`));

  const sections = sectionIds.map((sectionId, index) => ({
    anchor: anchorOf(sectionId),
    number: formatNumber(index + 1, language),
    // One object per section (title and blocks): returnObjects hands back the catalogue's structure.
    text: t(`${document}.sections.${sectionId}`, { returnObjects: true }) as unknown as LegalSectionText,
  }));

  return (
    <ContentPage>
      <PageHero eyebrow={t('shared.eyebrow')} title={t(`${document}.title`)} lead={t(`${document}.lead`)}>
        <Text size="sm" tone="secondary">
          <Trans
            t={t}
            i18nKey="shared.lastUpdated"
            values={{ date: formatDate(lastUpdated, language, { timeZone: 'UTC' }) }}
            components={{ time: <time dateTime={lastUpdated} /> }}
          />
        </Text>
      </PageHero>
      <StyledLayout>
        <StyledToc aria-labelledby={`${document}-toc-title`}>
          <StyledTocTitle id={`${document}-toc-title`}>{t('shared.tocTitle')}</StyledTocTitle>
          <ol>
            {sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`}>
                  <span aria-hidden="true">{section.number}.</span> {section.text.title}
                </a>
              </li>
            ))}
            <li>
              <a href={`#${CONTACT_ANCHOR}`}>{t('shared.contactTitle')}</a>
            </li>
          </ol>
        </StyledToc>
        <StyledSections>
          {sections.map((section) => (
            <StyledSection
              key={section.anchor}
              id={section.anchor}
              aria-labelledby={`${section.anchor}-title`}
            >
              <Heading level={3} as="h2" id={`${section.anchor}-title`}>
                <StyledNumber>{section.number}.</StyledNumber> {section.text.title}
              </Heading>
              <Prose>
                {section.text.blocks.map((block, index) =>
                  typeof block === 'string' ? (
                    <p key={index}>{block}</p>
                  ) : (
                    <ul key={index}>
                      {block.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </Prose>
            </StyledSection>
          ))}
          <StyledContact
            forwardedAs="section"
            id={CONTACT_ANCHOR}
            aria-labelledby={`${document}-contact-title`}
            padding="lg"
          >
            <Heading level={3} as="h2" id={`${document}-contact-title`}>
              {t('shared.contactTitle')}
            </Heading>
            <Text tone="secondary">{t(`${document}.contactText`)}</Text>
            <StyledContactList>
              <div>
                <dt>
                  <MailIcon /> {t('shared.emailLabel')}
                </dt>
                <dd>
                  <a href={supportMailto(t(`${document}.documentTitle`))}>
                    <LtrText>{SUPPORT_EMAIL}</LtrText>
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <PhoneIcon /> {t('shared.phoneLabel')}
                </dt>
                <dd>
                  <a href={supportTel}>
                    <LtrText>{SUPPORT_PHONE.display}</LtrText>
                  </a>
                  <Text as="span" size="sm" tone="secondary">
                    {t('shared.hours')}
                  </Text>
                </dd>
              </div>
              <div>
                <dt>
                  <MapPinIcon /> {t('shared.addressLabel')}
                </dt>
                <dd>
                  <address>{t('shared.address')}</address>
                  <Text as="span" size="sm" tone="secondary">
                    {t('shared.registration', { number: COMMERCIAL_REGISTRATION_NUMBER })}
                  </Text>
                </dd>
              </div>
            </StyledContactList>
            <Text>
              <Trans t={t} i18nKey="shared.contactForm" components={{ contact: <Link to="/contact" /> }} />
            </Text>
          </StyledContact>
        </StyledSections>
      </StyledLayout>
    </ContentPage>
  );
}

/* The contents beside the text on wide screens (sticky while reading), above it on phones. */
const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 18rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const StyledToc = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${outlinedBox({ padding: 5, radius: 'lg' })}

  ol {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding-block: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[6]});
    max-block-size: calc(
      100vh - ${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[12]}
    );
    overflow-y: auto;
  }
`;

const StyledTocTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
  min-inline-size: 0;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  /* In-page links land below the sticky header instead of under it. */
  scroll-margin-block-start: calc(
    ${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]}
  );
`;

const StyledNumber = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledContact = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
  scroll-margin-block-start: calc(
    ${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]}
  );
`;

const StyledContactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dt svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  dd {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    margin-block-start: ${({ theme }) => theme.space[1]};
  }

  address {
    font-style: normal;
  }
`;
