import { ChevronEndIcon } from '@sumaa/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** The landmark's name, e.g. "Breadcrumb" / "مسار التنقل". */
  label: string;
}

/** "Help › Category › Article": a navigation landmark, the current page marked with aria-current. */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <StyledList>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.to && !isLast ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              )}
              {!isLast && <ChevronEndIcon size="1em" />}
            </li>
          );
        })}
      </StyledList>
    </nav>
  );
}

const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
