import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type ContentPageProps = HTMLAttributes<HTMLDivElement>;

/**
 * The column of a content page (features, help, security, legal…): the site's content width, centred, its blocks
 * one under the other with generous space between them.
 */
export function ContentPage(props: ContentPageProps) {
  return <StyledContentPage {...props} />;
}

const StyledContentPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[12]};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[16]};
  }
`;
