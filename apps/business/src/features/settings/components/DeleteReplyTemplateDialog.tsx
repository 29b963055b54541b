import { FormErrorBanner, placeServerErrors } from '@sumaa/app-kit';
import type { ReplyTemplate } from '@sumaa/contracts';
import { Button, Dialog, useToast } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteReplyTemplateMutation } from '../api/deleteReplyTemplate';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { TemplateText } from './TemplateText';

export interface DeleteReplyTemplateDialogProps {
  /** The template to delete; the dialog is closed while null. */
  template: ReplyTemplate | null;
  onClose(): void;
}

/** "Delete this template?": deleting cannot be undone, so it is asked first. */
export function DeleteReplyTemplateDialog({ template, onClose }: DeleteReplyTemplateDialogProps) {
  return template ? <OpenDeleteReplyTemplateDialog template={template} onClose={onClose} /> : null;
}

function OpenDeleteReplyTemplateDialog({ template, onClose }: { template: ReplyTemplate; onClose(): void }) {
  const { t } = useSettingsTexts();
  const { t: common } = useTranslation('common');
  const toast = useToast();
  const remove = useDeleteReplyTemplateMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(template.id);
      toast.show({ message: t('templates.deleted') });
      onClose();
    } catch (error) {
      const fallback = t('templates.deleteDialog.failed');
      setFailure(
        placeServerErrors(
          error,
          () => undefined,
          () => undefined,
          fallback,
        ).banner ?? fallback,
      );
    }
  };

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t('templates.deleteDialog.title')}
      description={t('templates.deleteDialog.message')}
      closeLabel={common('close')}
      preventClose={remove.isPending}
      footer={
        <>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
            {t('templates.deleteDialog.confirm')}
          </Button>
          <Button variant="secondary" disabled={remove.isPending} onClick={onClose}>
            {common('cancel')}
          </Button>
        </>
      }
    >
      <TemplateText dir={template.language === 'en' ? 'ltr' : 'rtl'} lang={template.language}>
        {template.content}
      </TemplateText>
      <FormErrorBanner message={failure} />
    </Dialog>
  );
}
