import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../icons/CloseIcon';
import { ImageIcon } from '../../icons/ImageIcon';
import { visuallyHidden } from '../../theme/mixins';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { useFieldIds } from './useFieldIds';

export interface FileFieldProps {
  label: ReactNode;
  /** The chosen file (controlled). */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The visible text of the picker button, e.g. "Choose a photo". */
  chooseLabel: string;
  /** The remove button's text, e.g. "Remove photo". */
  removeLabel: string;
  /** Alternative text of the preview image, e.g. "Selected profile photo". */
  previewAlt: string;
  accept?: string;
  name?: string;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** An image picker with a preview of the chosen file and a remove button. */
export function FileField({
  label,
  value,
  onChange,
  chooseLabel,
  removeLabel,
  previewAlt,
  accept = 'image/png,image/jpeg,image/webp',
  name,
  id,
  hint,
  error,
  disabled = false,
  required = false,
  className,
}: FileFieldProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, { hasError, hasHint: Boolean(hint) });
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(value);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };

  const handleRemove = () => {
    // Clear the native input too, so picking the same file again still fires a change.
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <StyledField className={className}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <StyledRow>
        <StyledPreview aria-hidden={previewUrl ? undefined : true}>
          {previewUrl ? <img src={previewUrl} alt={previewAlt} /> : <ImageIcon size="1.75rem" />}
        </StyledPreview>
        <StyledActions>
          <StyledPicker $disabled={disabled}>
            <StyledInput
              ref={inputRef}
              id={ids.inputId}
              name={name}
              type="file"
              accept={accept}
              disabled={disabled}
              required={required && !value}
              aria-invalid={hasError || undefined}
              aria-describedby={ids.describedBy}
              onChange={handleChange}
            />
            <span>{chooseLabel}</span>
          </StyledPicker>
          {value && (
            <StyledFileName title={value.name} dir="auto">
              {value.name}
            </StyledFileName>
          )}
          {value && (
            <StyledRemove type="button" onClick={handleRemove} disabled={disabled}>
              <CloseIcon size="1rem" />
              {removeLabel}
            </StyledRemove>
          )}
        </StyledActions>
      </StyledRow>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

/** An object URL for the file, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPreview = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 72px;
  block-size: 72px;
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.textSecondary};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

/** The label is the visible button; the real input stays focusable for keyboards and screen readers. */
const StyledPicker = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-within {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledInput = styled.input`
  ${visuallyHidden}
`;

const StyledFileName = styled.span`
  max-inline-size: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledRemove = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.tones.danger.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.tones.danger.soft};
  }
`;
