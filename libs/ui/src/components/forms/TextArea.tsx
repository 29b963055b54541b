import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { fieldStack } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  label: ReactNode;
  /** The error message; when set the text area is aria-invalid and describes itself with it. */
  error?: ReactNode;
  hint?: ReactNode;
  labelVisuallyHidden?: boolean;
  /**
   * The most characters allowed. It drives the counter only: typing or pasting past it is not cut off (the
   * counter turns red and the form's validation says so), so nothing the user wrote silently disappears.
   */
  maxLength?: number;
  /** The counter's text, e.g. `(n, max) => t('counter', { n, max })` → "120 of 5,000 characters". */
  counterLabel?: (count: number, max: number) => string;
  /** The text area element; works with react-hook-form's `register`. */
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
  style?: CSSProperties;
}

/** How long typing must pause before the counter is read out, so a screen reader is not interrupted per key. */
const ANNOUNCE_DELAY_MS = 800;

/**
 * A labelled multi-line field with hint, error and an optional character counter. The counter is shown
 * under the field and, once typing pauses, read out through a polite live region.
 */
export function TextArea({
  label,
  error,
  hint,
  labelVisuallyHidden = false,
  maxLength,
  counterLabel,
  id,
  className,
  style,
  required,
  rows = 6,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...textareaProps
}: TextAreaProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, { hasError, hasHint: Boolean(hint), describedBy: ariaDescribedBy });
  const controlled = textareaProps.value !== undefined;
  const [typedLength, setTypedLength] = useState(() => String(textareaProps.defaultValue ?? '').length);
  const count = controlled ? String(textareaProps.value).length : typedLength;
  const showCounter = maxLength !== undefined && counterLabel !== undefined;
  const counterText = showCounter ? counterLabel(count, maxLength) : '';
  const [announced, setAnnounced] = useState('');
  const elementRef = useRef<HTMLTextAreaElement | null>(null);
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      elementRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // A form library may set the value without a change event (react-hook-form's defaults and reset): recount
  // after every render; an unchanged length bails out, so this does not loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!controlled && elementRef.current) setTypedLength(elementRef.current.value.length);
  });

  useEffect(() => {
    if (!showCounter) return undefined;
    const timer = setTimeout(() => setAnnounced(counterText), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [counterText, showCounter]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <StyledField className={className} style={style}>
      <FieldLabel htmlFor={ids.inputId} required={required} visuallyHidden={labelVisuallyHidden}>
        {label}
      </FieldLabel>
      <StyledTextArea
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
        $invalid={hasError}
        onChange={handleChange}
        ref={attach}
        {...textareaProps}
      />
      {/* The hint at the start and the counter at the end of one line, as under a message box people know. */}
      {(hint || showCounter) && (
        <StyledFootnotes>
          {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {showCounter && (
            <>
              {/* The visible counter is silent; the live region below speaks for it after a pause. */}
              <StyledCounter aria-hidden="true" $over={count > maxLength}>
                {counterText}
              </StyledCounter>
              <StyledLiveRegion aria-live="polite">{announced}</StyledLiveRegion>
            </>
          )}
        </StyledFootnotes>
      )}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  ${fieldStack}
`;

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  inline-size: 100%;
  min-block-size: 8rem;
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* 16 px minimum stops iOS Safari zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
  resize: vertical;
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.textSecondary)};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.primary)};
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const StyledFootnotes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledCounter = styled.p<{ $over: boolean }>`
  margin: 0;
  margin-inline-start: auto;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: end;
  color: ${({ theme, $over }) => ($over ? theme.tones.danger.text : theme.colors.textSecondary)};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const StyledLiveRegion = styled.span`
  ${visuallyHidden}
`;
