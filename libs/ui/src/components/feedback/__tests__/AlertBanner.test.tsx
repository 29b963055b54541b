import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { AlertBanner } from '../AlertBanner';
import { LoadingScreen } from '../LoadingScreen';

describe('AlertBanner', () => {
  it('interrupts with role alert for an error', () => {
    renderWithTheme(
      <AlertBanner tone="error" title="تعذّر تسجيل الدخول">
        البريد الإلكتروني أو كلمة المرور غير صحيحة
      </AlertBanner>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر تسجيل الدخول');
  });

  it('waits politely with role status for other tones, and can be dismissed', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <AlertBanner tone="success" dismissLabel="Close" onDismiss={onDismiss}>
        E-mail sent
      </AlertBanner>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('E-mail sent');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('LoadingScreen', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<LoadingScreen label="جارٍ التحميل…" />);

    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });
});
