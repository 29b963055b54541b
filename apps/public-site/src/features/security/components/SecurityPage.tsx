import { useDocumentTitle } from '@sumaa/app-kit';
import { formatNumber, type Language, useLanguage } from '@sumaa/i18n';
import { Button, Card, CheckCircleIcon, MailIcon } from '@sumaa/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import {
  ActivityIcon,
  CallToAction,
  CardGrid,
  ContentPage,
  ContentSection,
  DatabaseIcon,
  FileCheckIcon,
  IconCard,
  LockIcon,
  PageHero,
  supportMailto,
} from '../../../shared/content';
import { useSecurityTexts } from '../hooks/useSecurityTexts';

const TOPICS = [
  { id: 'encryption', icon: <LockIcon /> },
  { id: 'compliance', icon: <FileCheckIcon /> },
  { id: 'backup', icon: <DatabaseIcon /> },
  { id: 'monitoring', icon: <ActivityIcon /> },
] as const;

const PRACTICES = [
  'passwords',
  'tokens',
  'permissions',
  'isolation',
  'googleTokens',
  'rateLimiting',
  'uploads',
] as const;

/**
 * Figures the code backs, with the language's digits (Arabic-Indic in Arabic): AES-256-GCM of the Google tokens and
 * the daily backup, the 30 daily backups kept (BACKUP_KEEP), the access token's default lifetime (ACCESS_TOKEN_TTL_SECONDS, 900) and the
 * upload limit (decisions #16, PROFILE_IMAGE_MAX_BYTES; not imported, to keep the contracts out of this chunk).
 */
function trustFigures(t: TFunction, language: Language) {
  const number = (value: number) => formatNumber(value, language);
  return [
    { id: 'encryption', value: t('figures.encryptionValue', { bits: number(256) }) },
    { id: 'backups', value: t('figures.backupsValue', { days: number(30) }) },
    { id: 'session', value: t('figures.sessionValue', { minutes: number(15) }) },
    { id: 'uploads', value: t('figures.uploadsValue', { megabytes: number(5) }) },
  ];
}

/** /security: trust figures, the four topics of spec §2, the practices the product really follows, how to report. */
export function SecurityPage() {
  const { t } = useSecurityTexts();
  const { language } = useLanguage();
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  return (
    <ContentPage>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />

      <ContentSection title={t('figuresTitle')}>
        <StyledFigures>
          {trustFigures(t, language).map(({ id, value }) => (
            <StyledFigure key={id} padding="md">
              <dt>{t(`figures.${id}`)}</dt>
              <dd>{value}</dd>
            </StyledFigure>
          ))}
        </StyledFigures>
      </ContentSection>

      <ContentSection title={t('topicsTitle')}>
        <CardGrid minCardWidth="18rem" maxColumns={2}>
          {TOPICS.map(({ id, icon }) => (
            <IconCard key={id} icon={icon} title={t(`topics.${id}.title`)}>
              <p>{t(`topics.${id}.text`)}</p>
            </IconCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection title={t('practicesTitle')} description={t('practicesDescription')}>
        <StyledPractices>
          {PRACTICES.map((practice) => (
            <li key={practice}>
              <CheckCircleIcon />
              <span>{t(`practices.${practice}`)}</span>
            </li>
          ))}
        </StyledPractices>
      </ContentSection>

      <CallToAction title={t('reportTitle')} text={t('reportText')}>
        <Button as="a" href={supportMailto(t('reportSubject'))} size="lg" startIcon={<MailIcon />}>
          {t('reportAction')}
        </Button>
      </CallToAction>
    </ContentPage>
  );
}

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/* The figure reads first, its label under it; in the markup the term (label) precedes its value. */
const StyledFigure = styled(Card)`
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primarySoftText};
    /* Smaller on narrow cards, so a figure and its unit ("٥ ميجابايت") fit on one line. */
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};

    ${({ theme }) => theme.media.desktop} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

const StyledPractices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[4]} ${theme.space[8]}`};
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  svg {
    flex-shrink: 0;
    margin-block-start: 0.3em;
    color: ${({ theme }) => theme.colors.success};
  }
`;
