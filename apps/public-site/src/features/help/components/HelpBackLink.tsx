import { ChevronStartIcon } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useHelpTexts } from '../hooks/useHelpTexts';

/** "Back to the help centre", its chevron pointing back in either direction. */
export function HelpBackLink() {
  const { t } = useHelpTexts();
  return (
    <StyledBackLink to="/help">
      <ChevronStartIcon size="1em" />
      <span>{t('article.back')}</span>
    </StyledBackLink>
  );
}

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
