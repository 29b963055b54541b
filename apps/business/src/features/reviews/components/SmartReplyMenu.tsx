import { DropdownMenu, type DropdownMenuItem } from '@sumaa/ui';
import { useSmartRepliesQuery } from '../api/smartReplies';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

/** Menu items show the start of each template; the whole text goes into the box. */
const PREVIEW_LENGTH = 90;

const previewOf = (content: string) =>
  content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH).trimEnd()}…` : content;

export interface SmartReplyMenuProps {
  reviewId: string;
  /** The chosen template, filled in for this review, to edit before sending. */
  onPick(content: string): void;
}

/** The business's templates for this review, in its language, with the reviewer's and business's names in. */
export function SmartReplyMenu({ reviewId, onPick }: SmartReplyMenuProps) {
  const { t } = useReviewsTexts();
  const replies = useSmartRepliesQuery(reviewId, { enabled: true });
  const notice = (id: string, label: string): DropdownMenuItem => ({
    id,
    label,
    disabled: true,
    onSelect: () => undefined,
  });
  const items: DropdownMenuItem[] = replies.isPending
    ? [notice('loading', t('replyBox.smartRepliesLoading'))]
    : replies.isError
      ? [notice('failed', t('replyBox.smartRepliesFailed'))]
      : replies.data.suggestions.length === 0
        ? [notice('none', t('replyBox.smartRepliesNone'))]
        : replies.data.suggestions.map((suggestion) => ({
            id: suggestion.templateId,
            label: <bdi>{previewOf(suggestion.content)}</bdi>,
            onSelect: () => onPick(suggestion.content),
          }));
  // The button starts the reply box's row: hanging from its start keeps the menu over the card.
  return <DropdownMenu label={t('replyBox.smartReplies')} items={items} align="start" />;
}
