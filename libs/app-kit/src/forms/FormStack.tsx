import styled from 'styled-components';

/**
 * A form laid out as a column of fields. Every field is required unless its label says "(optional)", so
 * fields carry `aria-required` rather than the kit's visual asterisk: the label stays exactly the field's name. Left-to-right values (e-mail, phone, password, codes) start at the
 * page's start edge: `text-align: left` is written for LTR and stylis-plugin-rtl mirrors it to `right` on
 * Arabic pages, so the typed value sits where the label and the rest of the page begin.
 */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  input[dir='ltr']:not([type='checkbox']) {
    text-align: left;
  }
`;
