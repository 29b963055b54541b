import styled from 'styled-components';

/** A template's text as written: its line breaks kept, long words wrapped, in the template's own direction. */
export const TemplateText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
