import { act, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '../i18n';
import { useLanguage } from '../useLanguage';

function LanguageProbe() {
  const { language, dir } = useLanguage();
  return (
    <p>
      {language} {dir}
    </p>
  );
}

beforeAll(async () => {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ar']);
  await initI18n();
});

it('re-renders with the new language and direction when the language changes', async () => {
  render(<LanguageProbe />);
  expect(screen.getByText('ar rtl')).toBeInTheDocument();

  // Switched from outside the component, as the header's language select in another remote would.
  await act(() => setLanguage('en'));

  expect(screen.getByText('en ltr')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(localStorage.getItem('lang')).toBe('en');
});
