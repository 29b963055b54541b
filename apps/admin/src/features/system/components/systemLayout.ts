// The system page's shared layout pieces (its three panels use them alike).
import styled from 'styled-components';

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-inline-size: 0;
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 0.75rem;
`;

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: 0.5rem;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 0.625rem 0.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (max-width: 767px) {
    thead {
      display: none;
    }
    tr,
    th,
    td {
      display: block;
    }
    tr {
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
      padding-block: 0.5rem;
    }
    th,
    td {
      border: 0;
      padding-block: 0.25rem;
    }
  }
`;

export const StyledList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;
