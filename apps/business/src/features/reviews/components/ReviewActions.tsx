import { type InboxReview, translateMessage } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { Button } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useSubscriptionAllowsReplies } from '../../../shared/subscription';
import { type EditorPlace, useReviewWorkspace } from '../hooks/useReviewWorkspace';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { replyActionsOf } from '../lib/reviewAbilities';

export interface ReviewActionsProps {
  review: InboxReview;
  place: EditorPlace;
  /** The card's "Details" button; the details dialog leaves it out. */
  withDetails?: boolean;
}

/**
 * A review's buttons, each shown only when its call would be allowed: reply, or edit and delete one's own reply
 * (ReplyReviews), assign (agents and above), details.
 */
export function ReviewActions({ review, place, withDetails = false }: ReviewActionsProps) {
  const { t } = useReviewsTexts();
  const workspace = useReviewWorkspace();
  const actions = replyActionsOf(review, workspace.abilities);
  const replyOpen = workspace.replyBox?.reviewId === review.id && workspace.replyBox.place === place;
  const assignOpen = workspace.assignPanel?.reviewId === review.id && workspace.assignPanel.place === place;
  // An ended subscription pauses replying (decisions #25): the button stays, disabled, and says why.
  const repliesAllowed = useSubscriptionAllowsReplies();
  const { language } = useLanguage();
  const reasonId = useId();
  const showReply = actions.reply || actions.edit;

  return (
    <StyledActions>
      {showReply && (
        <Button
          size="sm"
          variant={actions.reply ? 'primary' : 'secondary'}
          disabled={!repliesAllowed}
          aria-describedby={repliesAllowed ? undefined : reasonId}
          aria-expanded={place === 'card' ? replyOpen : undefined}
          data-tour-anchor={place === 'card' ? 'reply' : undefined}
          onClick={() => (replyOpen ? workspace.closeReplyBox() : workspace.openReplyBox(review.id, place))}
        >
          {actions.reply ? t('card.actions.reply') : t('card.actions.editReply')}
        </Button>
      )}
      {actions.remove && (
        <Button size="sm" variant="ghost" onClick={() => workspace.askDelete(review.id)}>
          {t('card.actions.deleteReply')}
        </Button>
      )}
      {workspace.abilities.canAssign && (
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={assignOpen}
          onClick={() =>
            assignOpen ? workspace.closeAssignPanel() : workspace.openAssignPanel(review.id, place)
          }
        >
          {review.assignment ? t('card.actions.reassign') : t('card.actions.assign')}
        </Button>
      )}
      {withDetails && (
        <Button size="sm" variant="ghost" onClick={() => workspace.openDetails(review.id)}>
          {t('card.actions.details')}
        </Button>
      )}
      {showReply && !repliesAllowed && (
        <StyledReason id={reasonId}>{translateMessage('subscriptionReadOnly', language)}</StyledReason>
      )}
    </StyledActions>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  /* On phones the buttons share the width in two columns, each a full touch target. */
  ${({ theme }) => theme.media.belowTablet} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Why replying is off, on its own line after the buttons. */
const StyledReason = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.belowTablet} {
    grid-column: 1 / -1;
  }
`;
