import { SearchField } from '@sumaa/app-kit';
import type { Ref } from 'react';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

export interface ReviewSearchFieldProps {
  /** The search the inbox runs (the address's). */
  value: string;
  onSearch(value: string): void;
  /** The input, for the inbox to move focus to (after its keyword chip is removed). */
  ref?: Ref<HTMLInputElement>;
}

/** The inbox's search box: the kit's search field with the inbox's texts. */
export function ReviewSearchField({ value, onSearch, ref }: ReviewSearchFieldProps) {
  const { t } = useReviewsTexts();
  return (
    <SearchField
      ref={ref}
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      value={value}
      onSearch={onSearch}
    />
  );
}
