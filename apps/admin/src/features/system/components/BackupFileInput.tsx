// The restore's file picker: the browser's own picker writes "Choose File / No file chosen" in the browser's
// language, so the visible button and the chosen name are ours (in the page's language) over a hidden input.
import { focusRing, visuallyHidden } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useSystemTexts } from '../hooks/useSystemTexts';

export interface BackupFileInputProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

export function BackupFileInput({ file, onChange }: BackupFileInputProps) {
  const { t } = useSystemTexts();
  const id = useId();
  return (
    <StyledField>
      <span id={`${id}-label`}>{t('maintenance.restoreFile')}</span>
      <StyledPicker>
        <StyledInput
          id={id}
          type="file"
          aria-labelledby={`${id}-label`}
          accept=".gz,.dump,.enc,application/gzip,application/octet-stream"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <span aria-hidden="true">{t('maintenance.chooseFile')}</span>
      </StyledPicker>
      <StyledName dir={file ? 'ltr' : undefined}>
        {file ? file.name : t('maintenance.noFileChosen')}
      </StyledName>
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const StyledPicker = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    ${focusRing}
  }
`;

const StyledInput = styled.input`
  ${visuallyHidden}
`;

const StyledName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  min-inline-size: 0;
`;
