import styled from 'styled-components';

export interface PostMetaProps {
  publishedOn: string;
  publishedLabel: string;
  readingTimeLabel: string;
  author?: string;
}

/** "12 November 2026 · 2 min read" under or over an article's title. */
export function PostMeta({ publishedOn, publishedLabel, readingTimeLabel, author }: PostMetaProps) {
  return (
    <StyledMeta>
      <time dateTime={publishedOn}>{publishedLabel}</time>
      <span aria-hidden="true">·</span>
      <span>{readingTimeLabel}</span>
      {author && (
        <>
          <span aria-hidden="true">·</span>
          <span>{author}</span>
        </>
      )}
    </StyledMeta>
  );
}

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
