// The recovery codes of a two-factor sign-in just turned on, shown once (only their hashes are kept): a list
// to copy, a file to download, and the step on into the account once the person says they are saved.
import { AlertBanner, Button, Heading } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { FormStack } from '@sumaa/app-kit';
import { useAuthLoginTexts } from '../hooks/useAuthLoginTexts';

export interface RecoveryCodesStepProps {
  recoveryCodes: readonly string[];
  onContinue(): void;
}

function download(codes: readonly string[], fileName: string) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesStep({ recoveryCodes, onContinue }: RecoveryCodesStepProps) {
  const { t } = useAuthLoginTexts();
  const headingId = useId();
  return (
    <FormStack as="div">
      <Heading level={2} id={headingId}>
        {t('enrolment.codesTitle')}
      </Heading>
      <AlertBanner tone="warning">{t('enrolment.codesHint')}</AlertBanner>
      <StyledCodes dir="ltr" aria-labelledby={headingId}>
        {recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodes>
      <Button
        type="button"
        variant="secondary"
        onClick={() => download(recoveryCodes, t('enrolment.codesFileName'))}
      >
        {t('enrolment.download')}
      </Button>
      <Button type="button" size="lg" fullWidth onClick={onContinue}>
        {t('enrolment.saved')}
      </Button>
    </FormStack>
  );
}

/** Numbered inside each cell: markers outside a grid's cells would run into the neighbouring column. */
const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style-position: inside;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: monospace;
  text-align: left;
`;
