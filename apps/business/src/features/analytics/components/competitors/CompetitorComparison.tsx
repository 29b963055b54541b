import { useAuthStore } from '@sumaa/api-client';
import { accessAllows, reportEndpoints } from '@sumaa/contracts';
import { Button, Card, EmptyState, Heading, SkeletonRows, Stack, Text, useToast } from '@sumaa/ui';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog, LoadFailure } from '@sumaa/app-kit';
import { AddCompetitorDialog } from './AddCompetitorDialog';
import { useCompetitorComparisonQuery } from './api/competitorComparison';
import { useRemoveCompetitorMutation } from './api/removeCompetitor';
import { comparisonRows } from './competitorFigures';
import { useCompetitorTexts } from './competitorTexts';
import { CompetitorTable } from './CompetitorTable';

/**
 * The analytics page's competitor comparison (issue 11; decisions #4): the business's rating and review count
 * beside up to five Google places it follows, today's and since each was added. Managers and admins add (from
 * a Google search) and remove them; everyone else who sees analytics only reads. Its texts load with it.
 */
export function CompetitorComparison() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={3} rowHeight="3.5rem" label={t('loading')} />}>
      <CompetitorSection />
    </Suspense>
  );
}

/**
 * Where focus goes once an add or a remove is done and the comparison shows it: the dialog hands focus back to
 * the button that opened it, which the refreshed comparison may have removed (the row, the empty state's Add)
 * or disabled (Add at the limit).
 */
type FocusAfter = { kind: 'added'; id: string } | { kind: 'removed'; id: string; index: number };

function CompetitorSection() {
  const { t } = useCompetitorTexts();
  const toast = useToast();
  const titleId = useId();
  const limitId = useId();
  const user = useAuthStore((state) => state.user);
  // Adding and removing need what their routes declare (manager and up); the server checks again.
  const canManage = accessAllows(reportEndpoints.addCompetitor.access, user);
  const comparison = useCompetitorComparisonQuery();
  const remove = useRemoveCompetitorMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Each competitor's remove button by id (CompetitorTable fills it), to focus the row after a removed one.
  const [removeButtons] = useState(() => new Map<string, HTMLButtonElement>());

  const data = comparison.data;
  const rows = useMemo(() => (data ? comparisonRows(data) : []), [data]);
  const atLimit = data ? data.competitors.length >= data.limit : false;

  // Runs after the closing dialog has given focus back to its opener, and again when the refreshed comparison
  // arrives; once the comparison shows the change, focus moves to something that is still there.
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || adding || removing || !data) return;
    const index = data.competitors.findIndex((competitor) => competitor.id === pending.id);
    if (pending.kind === 'added' ? index < 0 : index >= 0) return;
    focusAfter.current = null;
    // After a removal, the row that took its place (or the one before it); else Add, else the heading.
    const neighbour =
      pending.kind === 'removed'
        ? (data.competitors[pending.index] ?? data.competitors[pending.index - 1])
        : undefined;
    const add = addRef.current && !addRef.current.disabled ? addRef.current : null;
    const target = (neighbour && removeButtons.get(neighbour.id)) ?? add ?? document.getElementById(titleId);
    target?.focus();
  }, [adding, removing, data, titleId, removeButtons]);

  const addButton = canManage && (
    <Button
      ref={addRef}
      variant="secondary"
      size="sm"
      disabled={atLimit}
      aria-describedby={atLimit ? limitId : undefined}
      onClick={() => setAdding(true)}
    >
      {t('add')}
    </Button>
  );

  return (
    <Card as="section" aria-labelledby={titleId}>
      <StyledHeader>
        <Stack gap={1}>
          {/* Focusable by script only: where focus lands when the button that had it is gone. */}
          <Heading level={4} as="h2" id={titleId} tabIndex={-1}>
            {t('title')}
          </Heading>
          <Text size="sm" tone="secondary">
            {t('description')}
          </Text>
        </Stack>
        {data && data.competitors.length > 0 && (
          <StyledActions>
            <Text size="sm" tone="secondary">
              {t('count', { count: data.competitors.length, limit: data.limit })}
            </Text>
            {addButton}
          </StyledActions>
        )}
      </StyledHeader>
      {atLimit && canManage && (
        <Text id={limitId} size="sm" tone="muted">
          {t('limitReached')}
        </Text>
      )}

      {comparison.isPending ? (
        <SkeletonRows rows={3} rowHeight="3.5rem" label={t('loading')} />
      ) : comparison.isError ? (
        <LoadFailure
          title={t('loadFailed')}
          error={comparison.error}
          onRetry={() => void comparison.refetch()}
        />
      ) : comparison.data.competitors.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title={t('empty.title')}
          message={
            canManage ? t('empty.message', { limit: comparison.data.limit }) : t('empty.viewerMessage')
          }
        >
          {addButton}
        </EmptyState>
      ) : (
        <CompetitorTable
          rows={rows}
          onRemove={
            canManage ? (row) => row.id !== null && setRemoving({ id: row.id, name: row.name }) : undefined
          }
          removeButtons={removeButtons}
        />
      )}

      {adding && (
        <AddCompetitorDialog
          atLimit={atLimit}
          onAdded={(competitor) => {
            focusAfter.current = { kind: 'added', id: competitor.id };
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('remove.title')}
          message={t('remove.message', { name: removing.name })}
          confirmLabel={t('remove.confirm')}
          failedText={t('remove.failed')}
          onConfirm={async () => {
            const index = data?.competitors.findIndex((competitor) => competitor.id === removing.id) ?? -1;
            await remove.mutateAsync(removing.id);
            focusAfter.current = { kind: 'removed', id: removing.id, index: Math.max(index, 0) };
            toast.show({ message: t('remove.done', { name: removing.name }) });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
