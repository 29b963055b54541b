import { FormErrorBanner, failureText, LoadFailure } from '@sumaa/app-kit';
import {
  type Competitor,
  COMPETITOR_SEARCH_MAX_LENGTH,
  COMPETITOR_SEARCH_MIN_LENGTH,
  type CompetitorCandidate,
} from '@sumaa/contracts';
import {
  AlertBanner,
  Button,
  Dialog,
  SearchIcon,
  SkeletonRows,
  Stack,
  Text,
  TextField,
  useToast,
} from '@sumaa/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddCompetitorMutation } from './api/addCompetitor';
import { useCompetitorSearchQuery } from './api/searchCompetitors';
import { useCompetitorTexts } from './competitorTexts';
import { useDebouncedValue } from './useDebouncedValue';
import { useBusinessFormat } from '../../../../shared/business-settings/useBusinessFormat';

/** Spec §9: a search runs 350 ms after typing pauses. */
export const COMPETITOR_SEARCH_DEBOUNCE_MS = 350;

export interface AddCompetitorDialogProps {
  /** The business already follows as many competitors as it may: every Add is disabled. */
  atLimit: boolean;
  /** The place was followed; the dialog closes right after. */
  onAdded?(competitor: Competitor): void;
  onClose(): void;
}

/**
 * Search Google places by name (near the business's locations) and follow one. A place that is already a
 * competitor, or one of the business's own locations, is listed with the reason it cannot be added.
 */
export function AddCompetitorDialog({ atLimit, onAdded, onClose }: AddCompetitorDialogProps) {
  const { t } = useCompetitorTexts();
  const { t: common } = useTranslation('common');
  const toast = useToast();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), COMPETITOR_SEARCH_DEBOUNCE_MS);
  const results = useCompetitorSearchQuery(query);
  const add = useAddCompetitorMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const addPlace = (candidate: CompetitorCandidate) => {
    setFailure(null);
    add.mutate(candidate.placeId, {
      onSuccess: (competitor) => {
        toast.show({ message: t('addDialog.added', { name: competitor.name }) });
        onAdded?.(competitor);
        onClose();
      },
      onError: (error) => setFailure(failureText(error, t('addDialog.addFailed'))),
    });
  };

  return (
    <Dialog
      open
      size="lg"
      title={t('addDialog.title')}
      description={t('addDialog.description')}
      closeLabel={common('close')}
      preventClose={add.isPending}
      initialFocusRef={searchRef}
      onClose={onClose}
    >
      <Stack gap={4}>
        {atLimit && <AlertBanner tone="warning">{t('limitReached')}</AlertBanner>}
        <FormErrorBanner message={failure} />
        <TextField
          ref={searchRef}
          label={t('addDialog.search')}
          type="search"
          value={search}
          maxLength={COMPETITOR_SEARCH_MAX_LENGTH}
          placeholder={t('addDialog.placeholder')}
          hint={t('addDialog.minLength')}
          startAdornment={<SearchIcon />}
          onChange={(event) => setSearch(event.target.value)}
        />
        {query.length >= COMPETITOR_SEARCH_MIN_LENGTH && (
          <section aria-label={t('addDialog.results')}>
            {results.isPending ? (
              <SkeletonRows rows={3} rowHeight="3.5rem" label={t('addDialog.searching')} />
            ) : results.isError ? (
              <LoadFailure
                title={t('addDialog.searchFailed')}
                error={results.error}
                onRetry={() => void results.refetch()}
              />
            ) : results.data.length === 0 ? (
              <Text tone="secondary" role="status">
                {t('addDialog.noResults')}
              </Text>
            ) : (
              <StyledResults>
                {results.data.map((candidate) => (
                  <CandidateRow
                    key={candidate.placeId}
                    candidate={candidate}
                    atLimit={atLimit}
                    adding={add.isPending && add.variables === candidate.placeId}
                    busy={add.isPending}
                    onAdd={() => addPlace(candidate)}
                  />
                ))}
              </StyledResults>
            )}
          </section>
        )}
      </Stack>
    </Dialog>
  );
}

interface CandidateRowProps {
  candidate: CompetitorCandidate;
  atLimit: boolean;
  adding: boolean;
  busy: boolean;
  onAdd(): void;
}

function CandidateRow({ candidate, atLimit, adding, busy, onAdd }: CandidateRowProps) {
  const { t } = useCompetitorTexts();
  const format = useBusinessFormat();
  const reasonId = useId();
  // The first that applies: a place already followed or the business's own says so even at the limit.
  const refusal = candidate.alreadyAdded
    ? t('addDialog.alreadyAdded')
    : candidate.ownLocation
      ? t('addDialog.ownLocation')
      : atLimit
        ? t('addDialog.atLimit')
        : null;
  return (
    <StyledResult>
      <Stack gap={1}>
        <Text weight="semibold">
          <bdi>{candidate.name}</bdi>
        </Text>
        {candidate.address && (
          <Text size="sm" tone="secondary">
            <bdi>{candidate.address}</bdi>
          </Text>
        )}
        <Text size="sm" tone="muted">
          {candidate.rating === null
            ? t('addDialog.noRating')
            : t('addDialog.rating', {
                value: format.rating(candidate.rating),
              })}
          {candidate.userRatingCount !== null &&
            ` · ${t('addDialog.reviews', { count: format.count(candidate.userRatingCount) })}`}
        </Text>
      </Stack>
      <StyledAction>
        <Button
          size="sm"
          variant="secondary"
          disabled={refusal !== null || (busy && !adding)}
          loading={adding}
          aria-label={t('addDialog.addNamed', { name: candidate.name })}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={onAdd}
        >
          {t('addDialog.add')}
        </Button>
        {refusal && (
          <Text id={reasonId} size="xs" tone="muted">
            {refusal}
          </Text>
        )}
      </StyledAction>
    </StyledResult>
  );
}

const StyledResults = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledResult = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};

  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;
