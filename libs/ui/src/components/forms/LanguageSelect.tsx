import type { Language } from '@sumaa/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { GlobeIcon } from '../../icons/GlobeIcon';
import { VisuallyHidden } from '../layout/VisuallyHidden';

export interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The accessible name, e.g. "Language" / "اللغة" (not shown: the globe says it). */
  label: string;
  className?: string;
}

/** Each language is named in itself, so a reader of either can find their own. */
const NATIVE_NAMES: Record<Language, { name: string; dir: 'rtl' | 'ltr' }> = {
  ar: { name: 'العربية', dir: 'rtl' },
  en: { name: 'English', dir: 'ltr' },
};

/** A compact language picker for headers. */
export function LanguageSelect({ value, onChange, label, className }: LanguageSelectProps) {
  const id = `language${useId().replace(/:/g, '')}`;
  return (
    <StyledWrapper className={className}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <StyledGlobe aria-hidden="true">
        <GlobeIcon size="1.125rem" />
      </StyledGlobe>
      <StyledSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Language)}>
        {(Object.keys(NATIVE_NAMES) as Language[]).map((language) => (
          <option key={language} value={language} lang={language} dir={NATIVE_NAMES[language].dir}>
            {NATIVE_NAMES[language].name}
          </option>
        ))}
      </StyledSelect>
      <StyledChevron aria-hidden="true">
        <ChevronDownIcon size="1rem" />
      </StyledChevron>
    </StyledWrapper>
  );
}

const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

const StyledSelect = styled.select`
  appearance: none;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: 0;
  padding-inline: ${({ theme }) => `${theme.space[8]} ${theme.space[8]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const StyledGlobe = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[3]};
  display: flex;
  color: ${({ theme }) => theme.colors.textSecondary};
  pointer-events: none;
`;

const StyledChevron = styled(StyledGlobe)`
  inset-inline-start: auto;
  inset-inline-end: ${({ theme }) => theme.space[3]};
`;
