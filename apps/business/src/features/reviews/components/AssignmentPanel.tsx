import { FormErrorBanner, failureText, LoadFailure } from '@sumaa/app-kit';
import type { InboxReview, TeamMember } from '@sumaa/contracts';
import { Button, Inline, Select, SkeletonRows, Text, useToast, outlinedBox } from '@sumaa/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { assigneeIdOf, useAssigneesQuery } from '../api/assignees';
import { useAssignReviewMutation } from '../api/assignReview';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

export interface AssignmentPanelProps {
  review: InboxReview;
  onClose(): void;
}

/** Whether a member is the one a review's assignment names (by either of their ids). */
const isAssignee = (member: TeamMember, assignedTo: string | undefined) =>
  assignedTo !== undefined && (member.userId === assignedTo || member.id === assignedTo);

/** Choose an active team member to assign the review to, reassign it, or unassign it (spec §2, §7). */
export function AssignmentPanel({ review, onClose }: AssignmentPanelProps) {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
  const toast = useToast();
  const titleId = useId();
  const members = useAssigneesQuery({ enabled: true });
  const assign = useAssignReviewMutation();
  const current = review.assignment;
  const currentMember = members.data?.find((member) => isAssignee(member, current?.assignedTo));
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? (currentMember ? assigneeIdOf(currentMember) : '');
  const [failure, setFailure] = useState<string | null>(null);
  const changed = selected !== '' && (!currentMember || selected !== assigneeIdOf(currentMember));

  const save = (assigneeId: string | null) => {
    setFailure(null);
    const member = members.data?.find((candidate) => assigneeIdOf(candidate) === assigneeId);
    assign.mutate(
      { reviewId: review.id, assigneeId },
      {
        onSuccess: (updated) => {
          toast.show({
            message: assigneeId
              ? t('assign.assigned', {
                  name: updated.assignment?.assignedToName ?? member?.name ?? t('noValue'),
                })
              : t('assign.unassigned'),
          });
          onClose();
        },
        onError: (error) => setFailure(failureText(error, t('assign.failed'))),
      },
    );
  };

  return (
    <StyledPanel aria-labelledby={titleId}>
      <Text id={titleId} as="h4" size="sm" weight="semibold">
        {t('assign.title')}
      </Text>
      {current && (
        <Text size="xs" tone="secondary">
          {t('assign.current', { name: current.assignedToName ?? t('noValue') })}
          {current.assignedByName &&
            ` · ${t('assign.currentBy', { by: current.assignedByName, date: format.date(current.createdAt) })}`}
        </Text>
      )}
      <FormErrorBanner message={failure} />
      {members.isPending ? (
        <SkeletonRows rows={1} rowHeight="44px" label={t('assign.loading')} />
      ) : members.isError ? (
        <LoadFailure
          title={t('assign.loadFailed')}
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.length === 0 ? (
        <Text size="sm" tone="secondary">
          {t('assign.none')}
        </Text>
      ) : (
        <Select
          label={t('assign.member')}
          value={selected}
          placeholder={t('assign.choose')}
          options={members.data.map((member) => ({ value: assigneeIdOf(member), label: member.name }))}
          onChange={(event) => setChosen(event.target.value)}
        />
      )}
      <Inline gap={2}>
        <Button
          size="sm"
          disabled={!changed || assign.isPending}
          loading={assign.isPending && assign.variables?.assigneeId !== null}
          onClick={() => save(selected)}
        >
          {current ? t('assign.reassign') : t('assign.assign')}
        </Button>
        {current && (
          <Button
            size="sm"
            variant="secondary"
            disabled={assign.isPending}
            loading={assign.isPending && assign.variables?.assigneeId === null}
            onClick={() => save(null)}
          >
            {t('assign.unassign')}
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={assign.isPending} onClick={onClose}>
          {t('assign.cancel')}
        </Button>
      </Inline>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${outlinedBox({ padding: 3, background: 'surfaceRaised' })}
`;
