import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { Avatar } from '../display/Avatar';

export interface UserMenuProps {
  name: string;
  email?: string;
  /** A second line instead of, or besides, the e-mail, e.g. "Platform admin" / "مدير المنصة". */
  subtitle?: string;
  avatarSrc?: string | null;
  /** Actions after the block, e.g. a logout button. */
  children?: ReactNode;
  className?: string;
}

/**
 * Who is signed in: avatar, name and e-mail. On phones only the avatar shows; the name and e-mail stay
 * readable to screen readers. Names and e-mails are isolated (<bdi>) so Latin text reads right in Arabic.
 */
export function UserMenu({ name, email, subtitle, avatarSrc, children, className }: UserMenuProps) {
  return (
    <StyledBlock className={className}>
      <Avatar name={name} src={avatarSrc} size="md" decorative />
      <StyledText>
        <StyledName>
          <bdi>{name}</bdi>
        </StyledName>
        {subtitle && <StyledSecondary>{subtitle}</StyledSecondary>}
        {email && (
          <StyledSecondary>
            <bdi>{email}</bdi>
          </StyledSecondary>
        )}
      </StyledText>
      {children}
    </StyledBlock>
  );
}

const StyledBlock = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.belowTablet} {
    ${visuallyHidden}
  }
`;

const StyledName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSecondary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-inline-size: 16rem;
`;
