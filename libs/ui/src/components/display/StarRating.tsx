import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StarIcon } from '../../icons/StarIcon';
import { inlineStepOf } from '../../theme/directionOf';

const MAX = 5;
const STARS = Array.from({ length: MAX }, (_, index) => index + 1);

interface StarRatingCommonProps {
  /** Width and height of one star, any CSS length. */
  size?: string;
  className?: string;
}

export interface StarRatingDisplayProps extends StarRatingCommonProps {
  /** 0–5, fractions drawn as a partly filled star (4.5 → four and a half stars). */
  value: number;
  /** What is read instead of the stars, e.g. `(value, max) => t('rated', { value, max })` → "4.5 out of 5". */
  label: string | ((value: number, max: number) => string);
  onChange?: undefined;
}

export interface StarRatingInputProps extends StarRatingCommonProps {
  /** The chosen number of stars, or null while nothing is chosen. */
  value: number | null;
  onChange(value: number): void;
  /** The group's name, e.g. "Your rating" / "تقييمك". */
  label: string;
  /** Each star's name, e.g. `(n) => t('stars', { count: n })` → "3 stars" / "٣ نجوم". */
  starLabel: (stars: number, max: number) => string;
  disabled?: boolean;
}

export type StarRatingProps = StarRatingDisplayProps | StarRatingInputProps;

/**
 * Five stars drawn from the start of the line to its end (in Arabic the first star is on the right). Display
 * mode is one image named by `label`, so the stars are never the only sign of the value. Input mode is a radio
 * group: Tab reaches the chosen star, the arrow keys move along the line (mirrored in RTL), Home/End jump.
 */
export function StarRating(props: StarRatingProps) {
  return props.onChange ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />;
}

function StarRatingDisplay({ value, label, size = '1rem', className }: StarRatingDisplayProps) {
  const clamped = Math.min(MAX, Math.max(0, value));
  const name = typeof label === 'function' ? label(clamped, MAX) : label;
  return (
    <StyledStars role="img" aria-label={name} className={className}>
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, clamped - (star - 1)));
        return (
          <StyledStar key={star}>
            <StarIcon size={size} />
            {fill > 0 && (
              // Anchored at the inline start, so a half star is filled on its right half in Arabic.
              <StyledFill style={{ inlineSize: `${fill * 100}%` }}>
                <StarIcon size={size} filled />
              </StyledFill>
            )}
          </StyledStar>
        );
      })}
    </StyledStars>
  );
}

function StarRatingInput({
  value,
  onChange,
  label,
  starLabel,
  disabled = false,
  size = '1.75rem',
  className,
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const starRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered ?? value ?? 0;
  // Roving tabindex: one Tab stop, on the chosen star (or the first while none is chosen).
  const tabStop = value ?? 1;

  const choose = (star: number) => {
    onChange(star);
    starRefs.current[star - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    let next: number | null = null;
    const inlineStep = inlineStepOf(event.key, event.currentTarget);
    if (inlineStep !== 0) next = star + inlineStep;
    else if (event.key === 'ArrowUp') next = star + 1;
    else if (event.key === 'ArrowDown') next = star - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = MAX;
    if (next === null) return;
    event.preventDefault();
    choose(Math.min(MAX, Math.max(1, next)));
  };

  return (
    <StyledStars
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={className}
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((star) => (
        <StyledStarButton
          key={star}
          ref={(element) => {
            starRefs.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={starLabel(star, MAX)}
          tabIndex={star === tabStop ? 0 : -1}
          disabled={disabled}
          $filled={star <= shown}
          onClick={() => choose(star)}
          onMouseEnter={() => setHovered(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
        >
          <StarIcon size={size} filled={star <= shown} />
        </StyledStarButton>
      ))}
    </StyledStars>
  );
}

const StyledStars = styled.span`
  display: inline-flex;
  gap: 1px;
  vertical-align: middle;
`;

const StyledStar = styled.span`
  position: relative;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.borderStrong};
`;

const StyledFill = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  display: inline-flex;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accent};

  /* The fill is cut by its width, never shrunk: the global svg { max-width: 100% } would scale it down. */
  svg {
    flex-shrink: 0;
    max-inline-size: none;
  }
`;

const StyledStarButton = styled.button<{ $filled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.touchTarget};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.accent : theme.colors.borderStrong)};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
