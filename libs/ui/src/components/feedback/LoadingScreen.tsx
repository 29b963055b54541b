import styled from 'styled-components';
import { Spinner } from './Spinner';

export interface LoadingScreenProps {
  /** Shown under the spinner and announced, e.g. "Loading…" / "جارٍ التحميل…". */
  label: string;
  /** Fill the whole viewport (app start) or only the area it sits in (a page inside a frame). */
  fullScreen?: boolean;
}

/** A centred spinner with its label, while the app or an area loads. */
export function LoadingScreen({ label, fullScreen = true }: LoadingScreenProps) {
  return (
    <StyledScreen role="status" aria-live="polite" $fullScreen={fullScreen}>
      <StyledSpinnerColour>
        <Spinner size="lg" />
      </StyledSpinnerColour>
      <StyledLabel>{label}</StyledLabel>
    </StyledScreen>
  );
}

const StyledScreen = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '50vh')};
  ${({ $fullScreen }) => ($fullScreen ? 'min-block-size: 100dvh;' : '')}
  inline-size: 100%;
  padding: ${({ theme }) => theme.space[6]};
`;

const StyledSpinnerColour = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledLabel = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
