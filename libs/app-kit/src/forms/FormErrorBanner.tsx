import { AlertBanner } from '@sumaa/ui';
import styled from 'styled-components';

/** A form's failure above its fields; several server messages arrive one per line. */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return <StyledBanner tone="error">{message}</StyledBanner>;
}

const StyledBanner = styled(AlertBanner)`
  white-space: pre-line;
`;
