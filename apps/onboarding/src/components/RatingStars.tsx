import { StarIcon } from '@sumaa/ui';
import styled from 'styled-components';

export interface RatingStarsProps {
  /** 0–5; fractions round to the nearest whole star. */
  value: number;
  /** Read instead of the stars, e.g. "Rated 4.6 out of 5". */
  label: string;
  size?: string;
}

/** Five stars, the rating's ones filled; one accessible name says the value, so the stars are never the only sign. */
export function RatingStars({ value, label, size = '1rem' }: RatingStarsProps) {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <StyledStars role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StyledStar key={star} $filled={star <= filled}>
          <StarIcon size={size} filled={star <= filled} />
        </StyledStar>
      ))}
    </StyledStars>
  );
}

const StyledStars = styled.span`
  display: inline-flex;
  gap: 1px;
  vertical-align: middle;
`;

const StyledStar = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.accent : theme.colors.borderStrong)};
`;
