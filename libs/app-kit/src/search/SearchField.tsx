import { SearchIcon, TextField } from '@sumaa/ui';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Spec §5 and §9: the search runs 350 ms after typing pauses. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search the list runs (the address's). */
  value: string;
  onSearch(value: string): void;
  /** The input, for a screen that moves focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A list's search box (the review inbox, the admin's lists): what is typed is searched once typing pauses (Enter searches at once). A search arriving
 * from elsewhere (the header's box, back and forward, clear filters) replaces what the box shows.
 */
export function SearchField({ label, placeholder, value, onSearch, ref }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const searched = useRef(value);

  useEffect(() => {
    if (value === searched.current) return;
    searched.current = value;
    setDraft(value);
  }, [value]);

  const commit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === searched.current) return;
    searched.current = trimmed;
    onSearch(trimmed);
  };

  useEffect(() => {
    if (draft.trim() === searched.current) return undefined;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `commit` reads the latest draft through its argument; restarting the timer per keystroke is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    }
  };

  return (
    <StyledSearch
      ref={ref}
      label={label}
      type="search"
      value={draft}
      placeholder={placeholder}
      startAdornment={<SearchIcon />}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

const StyledSearch = styled(TextField)`
  min-inline-size: 0;
`;
