import type { InboxReview } from '@sumaa/contracts';
import { Dialog, Stack } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { isOwnReply } from '../lib/reviewAbilities';
import { GoogleReply } from './GoogleReply';
import { ReplyBox } from './ReplyBox';
import { ReviewMeta } from './ReviewMeta';
import { ReviewText } from './ReviewText';

export interface ReplyDialogProps {
  review: InboxReview;
  userId: string | null;
  onClose(): void;
}

/** The reply modal (spec §2): the review above, the reply box under it. */
export function ReplyDialog({ review, userId, onClose }: ReplyDialogProps) {
  const { t } = useReviewsTexts();
  const { t: common } = useTranslation('common');
  const name = review.isAnonymous || !review.authorName ? t('card.anonymous') : review.authorName;
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      closeLabel={common('close')}
      title={
        isOwnReply(review, userId)
          ? t('replyBox.editDialogTitle', { name })
          : t('replyBox.dialogTitle', { name })
      }
    >
      <Stack gap={3}>
        <ReviewMeta review={review} nameAs="p" />
        <ReviewText review={review} />
        <GoogleReply review={review} />
        <ReplyBox review={review} userId={userId} onClose={onClose} />
      </Stack>
    </Dialog>
  );
}
