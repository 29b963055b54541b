import { Button, SearchIcon, TextField } from '@sumaa/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSupportTexts } from '../hooks/useSupportTexts';

/** Searches the help centre: submitting opens /help with the words as `?q=`, where the articles are filtered. */
export function HelpSearchForm() {
  const { t } = useSupportTexts();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    navigate(words ? `/help?q=${encodeURIComponent(words)}` : '/help');
  };

  return (
    <StyledForm role="search" onSubmit={handleSubmit}>
      <StyledField
        label={t('search.label')}
        type="search"
        name="q"
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        startAdornment={<SearchIcon />}
      />
      <Button type="submit">{t('search.submit')}</Button>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  max-inline-size: 36rem;
`;

const StyledField = styled(TextField)`
  flex: 1 1 16rem;
`;
