import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from './initialsOf';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: the initials come from it, and it is the default alternative text. */
  name: string;
  src?: string | null;
  /** Alternative text; defaults to the name. */
  alt?: string;
  /** Hidden from screen readers when the name is printed right next to it. */
  decorative?: boolean;
  size?: AvatarSize;
  className?: string;
}

const DIAMETER: Record<AvatarSize, string> = { sm: '32px', md: '40px', lg: '64px' };

/** A round photo, or the name's initials when there is no photo or it fails to load. */
export function Avatar({ name, src, alt, decorative = false, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const label = alt ?? name;
  const a11y = decorative ? { 'aria-hidden': true } : {};
  return (
    <StyledAvatar $size={DIAMETER[size]} className={className} {...a11y}>
      {showImage ? (
        <img src={src ?? undefined} alt={decorative ? '' : label} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <StyledInitials {...(decorative ? {} : { role: 'img', 'aria-label': label })}>
          {initialsOf(name)}
        </StyledInitials>
      )}
    </StyledAvatar>
  );
}

const StyledAvatar = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-size: calc(${({ $size }) => $size} * 0.4);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const StyledInitials = styled.span`
  user-select: none;
`;
