import { CheckCircleIcon, Text } from '@sumaa/ui';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';

/** Spec §9: the success screen stays this long before the dashboard opens. */
export const REDIRECT_AFTER_JOINING_MS = 900;

/**
 * The success screen (spec §4): said, read out (focus moves to it), then the dashboard replaces this page in the
 * history, so "back" does not return to a link that no longer works.
 */
export function InvitationJoined({ businessName }: { businessName: string }) {
  const { t } = useTeamInvitationTexts();
  const navigate = useNavigate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => navigate('/customer', { replace: true }), REDIRECT_AFTER_JOINING_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <StyledJoined aria-labelledby={titleId} role="status">
      <StyledIcon aria-hidden="true">
        <CheckCircleIcon size="2.5rem" />
      </StyledIcon>
      <StyledTitle id={titleId} ref={headingRef} tabIndex={-1}>
        {t('joined.title')}
      </StyledTitle>
      <Text tone="secondary" align="center">
        {t('joined.message', { business: businessName })}
      </Text>
    </StyledJoined>
  );
}

const StyledJoined = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

/** Focused by script so it is read out; not a control, so no focus ring. */
const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: none;
  }
`;

const StyledIcon = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;
