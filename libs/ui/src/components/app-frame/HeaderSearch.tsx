import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../icons/SearchIcon';
import { VisuallyHidden } from '../layout/VisuallyHidden';

export interface HeaderSearchProps {
  /** The accessible name of the field (and the search landmark), e.g. "Search reviews". */
  label: string;
  placeholder?: string;
  /** Called with the trimmed query on Enter. */
  onSubmit: (query: string) => void;
  defaultValue?: string;
  className?: string;
}

/** The header's search box: a search landmark holding one field, submitted with Enter. */
export function HeaderSearch({
  label,
  placeholder,
  onSubmit,
  defaultValue = '',
  className,
}: HeaderSearchProps) {
  const [query, setQuery] = useState(defaultValue);
  const id = `search${useId().replace(/:/g, '')}`;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(query.trim());
  };
  return (
    <StyledForm role="search" aria-label={label} onSubmit={handleSubmit} className={className}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <StyledIcon aria-hidden="true">
        <SearchIcon size="1.125rem" />
      </StyledIcon>
      <StyledInput
        id={id}
        type="search"
        enterKeyHint="search"
        value={query}
        placeholder={placeholder}
        onChange={(event) => setQuery(event.target.value)}
      />
    </StyledForm>
  );
}

const StyledForm = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1;
  max-inline-size: 28rem;
  min-inline-size: 0;

  /* Phones: the search takes a full row under the header's other items. */
  ${({ theme }) => theme.media.belowTablet} {
    order: 10;
    flex-basis: 100%;
    max-inline-size: none;
  }
`;

const StyledIcon = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[3]};
  display: flex;
  color: ${({ theme }) => theme.colors.textSecondary};
  pointer-events: none;
`;

const StyledInput = styled.input`
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: 0;
  padding-inline: ${({ theme }) => `${theme.space[10]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-visible {
    outline-offset: 1px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
