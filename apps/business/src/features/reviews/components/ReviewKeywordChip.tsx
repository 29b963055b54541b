import { CloseIcon, IconButton, Text } from '@sumaa/ui';
import styled from 'styled-components';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

export interface ReviewKeywordChipProps {
  keyword: string;
  onRemove(): void;
}

/** The keyword an analytics link filtered the inbox by ("Keyword: خدمة ✕"); it has no field of its own. */
export function ReviewKeywordChip({ keyword, onRemove }: ReviewKeywordChipProps) {
  const { t } = useReviewsTexts();
  return (
    <StyledChip>
      <Text as="span" size="sm">
        {t('filters.keyword')}: <bdi>{keyword}</bdi>
      </Text>
      <StyledRemove aria-label={t('filters.removeKeyword', { keyword })} onClick={onRemove}>
        <CloseIcon size="1rem" />
      </StyledRemove>
    </StyledChip>
  );
}

const StyledChip = styled.div`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledRemove = styled(IconButton)`
  border-radius: ${({ theme }) => theme.radii.pill};
`;
