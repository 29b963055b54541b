// What is open in the inbox and the review actions every card and dialog share: one reply box and one
// assignment panel at a time (spec §2), wherever they are (on a card or in a dialog), the confirmations,
// and the one-click reply actions (retry, approve) with their toasts.
import { useToast } from '@sumaa/ui';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { useApproveReviewReplyMutation } from '../api/approveReviewReply';
import { useRetryReviewReplyMutation } from '../api/retryReviewReply';
import { failureText } from '@sumaa/app-kit';
import type { ReviewAbilities } from '../lib/reviewAbilities';
import { useReviewAbilities } from './useReviewAbilities';
import { useReviewsTexts } from './useReviewsTexts';

/** On the review's card in the list, or in a dialog (the reply dialog, the details dialog). */
export type EditorPlace = 'card' | 'dialog';

export interface OpenEditor {
  reviewId: string;
  place: EditorPlace;
}

export type QuickReplyAction = 'retry' | 'approve';

export interface ReviewWorkspace {
  abilities: ReviewAbilities;
  replyBox: OpenEditor | null;
  openReplyBox(reviewId: string, place: EditorPlace): void;
  closeReplyBox(): void;
  assignPanel: OpenEditor | null;
  openAssignPanel(reviewId: string, place: EditorPlace): void;
  closeAssignPanel(): void;
  openDetails(reviewId: string): void;
  /** The review whose reply the user asked to delete (the confirmation is open). */
  deleting: string | null;
  askDelete(reviewId: string | null): void;
  /** The review whose reply a manager is returning (the note dialog is open). */
  returning: string | null;
  askReturn(reviewId: string | null): void;
  runQuickAction(action: QuickReplyAction, reviewId: string): void;
  /** The one-click action under way, to show its button as busy. */
  pendingQuickAction: { action: QuickReplyAction; reviewId: string } | null;
}

const WorkspaceContext = createContext<ReviewWorkspace | null>(null);

export function useReviewWorkspace(): ReviewWorkspace {
  const workspace = use(WorkspaceContext);
  if (!workspace) throw new Error('useReviewWorkspace is used outside ReviewWorkspaceProvider');
  return workspace;
}

export interface ReviewWorkspaceProviderProps {
  onOpenDetails(reviewId: string): void;
  children: ReactNode;
}

export function ReviewWorkspaceProvider({ onOpenDetails, children }: ReviewWorkspaceProviderProps) {
  const { t } = useReviewsTexts();
  const toast = useToast();
  const abilities = useReviewAbilities();
  const [replyBox, setReplyBox] = useState<OpenEditor | null>(null);
  const [assignPanel, setAssignPanel] = useState<OpenEditor | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [returning, setReturning] = useState<string | null>(null);
  const [pendingQuickAction, setPendingQuickAction] = useState<ReviewWorkspace['pendingQuickAction']>(null);
  const retry = useRetryReviewReplyMutation();
  const approve = useApproveReviewReplyMutation();

  const openReplyBox = useCallback((reviewId: string, place: EditorPlace) => {
    setReplyBox({ reviewId, place });
  }, []);
  const openAssignPanel = useCallback((reviewId: string, place: EditorPlace) => {
    setAssignPanel({ reviewId, place });
  }, []);

  const runQuickAction = useCallback(
    (action: QuickReplyAction, reviewId: string) => {
      const mutation = action === 'retry' ? retry : approve;
      const texts =
        action === 'retry'
          ? { done: t('replyState.retried'), failed: t('replyState.retryFailed') }
          : { done: t('replyState.approved'), failed: t('replyState.approveFailed') };
      setPendingQuickAction({ action, reviewId });
      mutation.mutate(reviewId, {
        onSuccess: () => toast.show({ message: texts.done }),
        onError: (error) => toast.show({ message: failureText(error, texts.failed), tone: 'error' }),
        onSettled: () => setPendingQuickAction(null),
      });
    },
    [approve, retry, t, toast],
  );

  const workspace = useMemo<ReviewWorkspace>(
    () => ({
      abilities,
      replyBox,
      openReplyBox,
      closeReplyBox: () => setReplyBox(null),
      assignPanel,
      openAssignPanel,
      closeAssignPanel: () => setAssignPanel(null),
      openDetails: onOpenDetails,
      deleting,
      askDelete: setDeleting,
      returning,
      askReturn: setReturning,
      runQuickAction,
      pendingQuickAction,
    }),
    [
      abilities,
      replyBox,
      openReplyBox,
      assignPanel,
      openAssignPanel,
      onOpenDetails,
      deleting,
      returning,
      runQuickAction,
      pendingQuickAction,
    ],
  );

  return <WorkspaceContext value={workspace}>{children}</WorkspaceContext>;
}
