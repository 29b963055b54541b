import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { RemoteFallback } from '../RemoteFallback';

describe('RemoteFallback', () => {
  it('calls onRetry when the retry button is pressed', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <RemoteFallback
        title="تعذّر تحميل هذا القسم"
        message="بقية المنصة تعمل. حاول مرة أخرى."
        retryLabel="إعادة المحاولة"
        onRetry={onRetry}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر تحميل هذا القسم');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy until a returned promise settles', async () => {
    let settle: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithTheme(
      <RemoteFallback title="Unavailable" message="Try again" retryLabel="Retry" onRetry={onRetry} />,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });

    await userEvent.click(retry);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);

    settle();
    await screen.findByRole('button', { name: 'Retry' });
    expect(await screen.findByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy');
  });

  it('folds the technical details under their label', () => {
    renderWithTheme(
      <RemoteFallback
        title="Unavailable"
        message="Try again"
        retryLabel="Retry"
        onRetry={() => undefined}
        details="ScriptExternalLoadError: business"
        detailsLabel="Technical details"
      />,
    );

    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent(
      'ScriptExternalLoadError: business',
    );
  });
});
