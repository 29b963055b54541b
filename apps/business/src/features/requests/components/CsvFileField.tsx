import { FieldError, FieldHint, FieldLabel, useFieldIds } from '@sumaa/ui';
import { type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';

export interface CsvFileFieldProps {
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onChange(file: File | null): void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A CSV file picker: the native input, labelled, with its hint and error tied to it. (libs/ui's FileField is made
 * for pictures: it previews the file as an image.)
 */
export function CsvFileField({ label, hint, error, disabled, onChange, ref }: CsvFileFieldProps) {
  const ids = useFieldIds(undefined, { hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <StyledField>
      <FieldLabel htmlFor={ids.inputId}>{label}</FieldLabel>
      <StyledInput
        ref={ref}
        id={ids.inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledInput = styled.input`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;
