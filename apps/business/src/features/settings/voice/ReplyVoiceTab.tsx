import {
  type ArabicReplyVoice,
  type EnglishReplyVoice,
  REPLY_VOICE_LANGUAGES,
  type ReplyVoiceLanguage,
} from '@sumaa/contracts';
import { AlertBanner, Button, Heading, SkeletonRows, Stack, Text } from '@sumaa/ui';
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { SettingsSection } from '../components/SettingsSection';
import { useReplyVoiceQuery } from './api/replyVoice';
import { ReplyVoiceDialog } from './ReplyVoiceDialog';
import { useVoiceTexts } from './useVoiceTexts';

/**
 * The business's voice for AI drafts (issue 24), one section per reply language. Like the templates tab, each
 * language's voice is saved by its own dialog, not by the settings form around the tab.
 */
export function ReplyVoiceTab() {
  // Its texts load with it: the wait stays inside the tab, the settings form around it stays as it is.
  return (
    <Suspense fallback={<SkeletonRows rows={4} label="…" rowHeight="72px" gap="12px" />}>
      <ReplyVoiceContent />
    </Suspense>
  );
}

function ReplyVoiceContent() {
  const { t } = useVoiceTexts();
  const voiceQuery = useReplyVoiceQuery();
  const [editing, setEditing] = useState<ReplyVoiceLanguage | null>(null);
  const voice = voiceQuery.data;

  let content;
  if (voice) {
    content = REPLY_VOICE_LANGUAGES.map((language) => (
      <SettingsSection key={language} title={t(`languages.${language}`)}>
        <VoiceSummary language={language} voice={voice[language]} />
        <div>
          <Button variant="secondary" onClick={() => setEditing(language)}>
            {t(`edit.${language}`)}
          </Button>
        </div>
      </SettingsSection>
    ));
  } else if (voiceQuery.isError) {
    content = (
      <AlertBanner
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void voiceQuery.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </AlertBanner>
    );
  } else {
    content = <SkeletonRows rows={4} label={t('loading')} rowHeight="72px" gap="12px" />;
  }

  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={4} as="h2">
          {t('title')}
        </Heading>
        <Text tone="secondary">{t('intro')}</Text>
      </Stack>
      <AlertBanner tone="info">{t('savedByItself')}</AlertBanner>
      {content}
      {voice && editing && (
        <ReplyVoiceDialog language={editing} voice={voice} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function VoiceSummary({
  language,
  voice,
}: {
  language: ReplyVoiceLanguage;
  voice: EnglishReplyVoice | ArabicReplyVoice;
}) {
  const { t } = useVoiceTexts();
  // What the business wrote is shown in the reply's own direction, whatever the page's.
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const facts = [
    voice.openingHours && t('summary.openingHours', { value: voice.openingHours }),
    voice.complaintsPhone && t('summary.complaintsPhone', { value: voice.complaintsPhone }),
    voice.otherFacts,
  ].filter(Boolean);
  return (
    <StyledSummary>
      {'dialect' in voice && (
        <>
          <dt>{t('summary.dialect')}</dt>
          <dd>{t(`dialects.${voice.dialect}`)}</dd>
        </>
      )}
      <dt>{t('summary.tone')}</dt>
      <dd>{t(`tones.${voice.tone}`)}</dd>
      <dt>{t('summary.addressing')}</dt>
      <dd>{voice.addressByName ? t('summary.byName') : t('summary.withoutName')}</dd>
      <dt>{t('summary.signOff')}</dt>
      <dd dir={voice.signOff ? dir : undefined} lang={voice.signOff ? language : undefined}>
        {voice.signOff || t('summary.defaultSignOff')}
      </dd>
      <dt>{t('summary.bannedPhrases')}</dt>
      <dd
        dir={voice.bannedPhrases.length ? dir : undefined}
        lang={voice.bannedPhrases.length ? language : undefined}
      >
        {voice.bannedPhrases.length ? voice.bannedPhrases.join('، ') : t('summary.none')}
      </dd>
      <dt>{t('summary.facts')}</dt>
      <dd>
        {facts.length ? (
          <StyledFacts dir={dir} lang={language}>
            {facts.map((fact) => (
              <li key={fact as string}>{fact}</li>
            ))}
          </StyledFacts>
        ) : (
          t('summary.none')
        )}
      </dd>
      <dt>{t('summary.compensation')}</dt>
      <dd>
        {voice.mayPromiseCompensation ? t('summary.compensationAllowed') : t('summary.compensationNever')}
      </dd>
    </StyledSummary>
  );
}

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: max-content minmax(0, 1fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledFacts = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;
