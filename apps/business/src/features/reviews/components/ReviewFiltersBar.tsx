import {
  REVIEW_ASSIGNMENT_FILTERS,
  REVIEW_LANGUAGE_FILTERS,
  REVIEW_REPLY_FILTERS,
  REVIEW_SENTIMENT_FILTERS,
  REVIEW_STAR_FILTERS,
} from '@sumaa/contracts';
import { Button, Select, TextField } from '@sumaa/ui';
import { type Ref, useId, useState } from 'react';
import styled from 'styled-components';
import { useLinkedLocationsQuery } from '../api/linkedLocations';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import {
  activeFilterCount,
  type FilterParam,
  isRangeInverted,
  MORE_FILTER_PARAMS,
  REVIEW_SORTS,
  type ReviewFilters,
} from '../lib/reviewFilters';
import { ReviewSearchField } from './ReviewSearchField';

export interface ReviewFiltersBarProps {
  filters: ReviewFilters;
  onChange(name: FilterParam, value: string | null): void;
  /** The search box's input, for the inbox to move focus to. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Search, rating, order and sentiment always in view; reply, assignment, language, branch and dates under
 * "More filters", which opens by itself when one of them is set (a shared link, a reload, a summary card) and
 * counts them while closed.
 */
export function ReviewFiltersBar({ filters, onChange, searchRef }: ReviewFiltersBarProps) {
  const { t } = useReviewsTexts();
  const moreId = useId();
  const moreActive = activeFilterCount(filters, MORE_FILTER_PARAMS);
  const [moreOpen, setMoreOpen] = useState(moreActive > 0);
  // A filter set from elsewhere (a summary card, a link) opens the panel that shows it; the user may close it.
  const [seenActive, setSeenActive] = useState(moreActive);
  if (seenActive !== moreActive) {
    setSeenActive(moreActive);
    if (moreActive > seenActive) setMoreOpen(true);
  }
  const locations = useLinkedLocationsQuery();
  const branches = locations.data?.items ?? [];

  return (
    <StyledBar role="search" aria-label={t('filters.label')} data-tour-anchor="reviews">
      <StyledMain>
        <ReviewSearchField
          ref={searchRef}
          value={filters.search}
          onSearch={(value) => onChange('search', value)}
        />
        <Select
          label={t('filters.stars')}
          value={filters.stars}
          options={REVIEW_STAR_FILTERS.map((value) => ({ value, label: t(`filters.starOptions.${value}`) }))}
          onChange={(event) => onChange('stars', event.target.value)}
        />
        <Select
          label={t('filters.sort')}
          value={filters.sort}
          options={REVIEW_SORTS.map((value) => ({ value, label: t(`filters.sortOptions.${value}`) }))}
          onChange={(event) => onChange('sort', event.target.value)}
        />
        <Select
          label={t('filters.sentiment')}
          value={filters.sentiment}
          options={REVIEW_SENTIMENT_FILTERS.map((value) => ({
            value,
            label: t(`filters.sentimentOptions.${value}`),
          }))}
          onChange={(event) => onChange('sentiment', event.target.value)}
        />
      </StyledMain>
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
        >
          {moreActive > 0 ? t('filters.moreActive', { count: moreActive }) : t('filters.more')}
        </Button>
      </div>
      <StyledMore id={moreId} hidden={!moreOpen}>
        <Select
          label={t('filters.replied')}
          value={filters.replied}
          options={REVIEW_REPLY_FILTERS.map((value) => ({
            value,
            label: t(`filters.repliedOptions.${value}`),
          }))}
          onChange={(event) => onChange('replied', event.target.value)}
        />
        <Select
          label={t('filters.assigned')}
          value={filters.assigned}
          options={REVIEW_ASSIGNMENT_FILTERS.map((value) => ({
            value,
            label: t(`filters.assignedOptions.${value}`),
          }))}
          onChange={(event) => onChange('assigned', event.target.value)}
        />
        <Select
          label={t('filters.language')}
          value={filters.language}
          options={REVIEW_LANGUAGE_FILTERS.map((value) => ({
            value,
            label: t(`filters.languageOptions.${value}`),
          }))}
          onChange={(event) => onChange('language', event.target.value)}
        />
        {/* One branch needs no choosing; a link naming a branch keeps its filter visible. */}
        {(branches.length > 1 || filters.location) && (
          <Select
            label={t('filters.location')}
            value={filters.location ?? ''}
            options={[
              { value: '', label: t('filters.allLocations') },
              ...branches.map((location) => ({ value: location.id, label: location.name })),
              ...(filters.location && !branches.some((location) => location.id === filters.location)
                ? [{ value: filters.location, label: t('noValue') }]
                : []),
            ]}
            onChange={(event) => onChange('location', event.target.value || null)}
          />
        )}
        <TextField
          label={t('filters.from')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange('from', event.target.value || null)}
        />
        <TextField
          label={t('filters.to')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          error={isRangeInverted(filters) ? t('filters.rangeInvalid') : undefined}
          onChange={(event) => onChange('to', event.target.value || null)}
        />
      </StyledMore>
    </StyledBar>
  );
}

const StyledBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledMain = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;

    & > :first-child {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));

    & > :first-child {
      grid-column: auto;
    }
  }
`;

const StyledMore = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};

  &[hidden] {
    display: none;
  }
`;
