import {
  REVIEW_SENTIMENTS,
  type ReplyTemplate,
  type ReviewSentiment,
  TEMPLATE_LANGUAGES,
  type TemplateLanguage,
  TEMPLATES_PER_BUSINESS_MAX,
} from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import {
  AlertBanner,
  Button,
  Heading,
  Inline,
  SkeletonRows,
  Stack,
  Text,
  outlinedBox,
  plainList,
} from '@sumaa/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReplyTemplatesQuery } from '../api/replyTemplates';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { DeleteReplyTemplateDialog } from './DeleteReplyTemplateDialog';
import { ReplyTemplateDialog } from './ReplyTemplateDialog';
import { SettingsSection } from './SettingsSection';
import { TemplateText } from './TemplateText';

/** How much of a template names its Edit and Delete buttons, so each button says which template it acts on. */
const PREVIEW_LENGTH = 40;

const previewOf = (content: string) =>
  content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH).trimEnd()}…` : content;

type Editing =
  | { template: ReplyTemplate }
  | { initial: { sentiment: ReviewSentiment; language: TemplateLanguage } }
  | null;

/**
 * The business's smart-reply templates (issue 10), by sentiment and language. Unlike the other tabs, each
 * add, change or delete is saved at once by its own dialog, and the tab says so.
 */
export function ReplyTemplatesTab() {
  const { t } = useSettingsTexts();
  const { language } = useLanguage();
  const templatesQuery = useReplyTemplatesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const templates = templatesQuery.data;

  let content;
  if (templates) {
    const full = templates.length >= TEMPLATES_PER_BUSINESS_MAX;
    content = (
      <>
        <Text tone="secondary" size="sm">
          {t('templates.count', { count: templates.length, max: TEMPLATES_PER_BUSINESS_MAX })}
        </Text>
        {full && (
          <AlertBanner tone="warning">
            {t('templates.limitReached', { max: TEMPLATES_PER_BUSINESS_MAX })}
          </AlertBanner>
        )}
        {REVIEW_SENTIMENTS.map((sentiment) => (
          <SettingsSection key={sentiment} title={t(`templates.sentiments.${sentiment}`)}>
            {TEMPLATE_LANGUAGES.map((templateLanguage) => {
              const group = templates.filter(
                (template) => template.sentiment === sentiment && template.language === templateLanguage,
              );
              return (
                <Stack key={templateLanguage} gap={2}>
                  <Text as="h3" weight="semibold" size="sm" tone="secondary">
                    {t(`templates.languages.${templateLanguage}`)}
                  </Text>
                  {group.length === 0 ? (
                    <Text tone="secondary" size="sm">
                      {t('templates.noneInLanguage')}
                    </Text>
                  ) : (
                    <StyledList>
                      {group.map((template) => (
                        <StyledItem key={template.id}>
                          <TemplateText
                            dir={template.language === 'en' ? 'ltr' : 'rtl'}
                            lang={template.language}
                          >
                            {template.content}
                          </TemplateText>
                          <Inline gap={2}>
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={t('templates.editLabel', { preview: previewOf(template.content) })}
                              onClick={() => setEditing({ template })}
                            >
                              {t('templates.edit')}
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('templates.deleteLabel', {
                                preview: previewOf(template.content),
                              })}
                              onClick={() => setDeleting(template)}
                            >
                              {t('templates.delete')}
                            </Button>
                          </Inline>
                        </StyledItem>
                      ))}
                    </StyledList>
                  )}
                </Stack>
              );
            })}
            <div>
              <Button
                variant="secondary"
                disabled={full}
                onClick={() => setEditing({ initial: { sentiment, language } })}
              >
                {t(`templates.addFor.${sentiment}`)}
              </Button>
            </div>
          </SettingsSection>
        ))}
      </>
    );
  } else if (templatesQuery.isError) {
    content = (
      <AlertBanner
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void templatesQuery.refetch()}>
            {t('templates.retry')}
          </Button>
        }
      >
        {t('templates.loadFailed')}
      </AlertBanner>
    );
  } else {
    content = <SkeletonRows rows={6} label={t('templates.loading')} rowHeight="72px" gap="12px" />;
  }

  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={4} as="h2">
          {t('templates.title')}
        </Heading>
        <Text tone="secondary">{t('templates.intro')}</Text>
      </Stack>
      <AlertBanner tone="info">{t('templates.savedPerAction')}</AlertBanner>
      {content}
      <ReplyTemplateDialog
        open={editing !== null}
        template={editing && 'template' in editing ? editing.template : undefined}
        initial={editing && 'initial' in editing ? editing.initial : undefined}
        onClose={() => setEditing(null)}
      />
      <DeleteReplyTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

const StyledList = styled.ul`
  ${plainList(2)}
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${outlinedBox({ padding: 3, background: 'surfaceRaised' })}
`;
