import { Avatar, UsersIcon } from '@sumaa/ui';
import styled from 'styled-components';

export interface ReviewerAvatarProps {
  /** null for an anonymous reviewer: a neutral figure, not initials of "Anonymous". */
  name: string | null;
  photoUrl: string | null;
}

/** The reviewer's photo or initials; decorative, as the name is printed beside it. */
export function ReviewerAvatar({ name, photoUrl }: ReviewerAvatarProps) {
  if (!name) {
    return (
      <StyledAnonymous aria-hidden="true">
        <UsersIcon size="1.25rem" />
      </StyledAnonymous>
    );
  }
  return <Avatar name={name} src={photoUrl} decorative />;
}

const StyledAnonymous = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
