import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { ToastProvider } from '../ToastProvider';
import { useToast } from '../useToast';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show({ message: 'تم نشر الرد' })}>
        Publish
      </button>
      <button type="button" onClick={() => toast.show({ message: 'تعذّر نشر الرد', tone: 'error' })}>
        Fail
      </button>
    </>
  );
}

function renderToasts() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(
    <ToastProvider closeLabel="إغلاق" label="الإشعارات" duration={5000}>
      <SaveButtons />
    </ToastProvider>,
  );
  return { user, region: () => screen.getByRole('status') };
}

describe('ToastProvider and useToast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a confirmation in a polite live region that was there before it', async () => {
    const { user, region } = renderToasts();
    const live = region();
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(region()).toBe(live);
    expect(live).toHaveTextContent('تم نشر الرد');
    expect(screen.getByRole('region', { name: 'الإشعارات' })).toContainElement(live);
  });

  it('leaves by itself after its duration', async () => {
    const { user, region } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    act(() => jest.advanceTimersByTime(4900));
    expect(region()).toHaveTextContent('تم نشر الرد');
    act(() => jest.advanceTimersByTime(200));
    expect(region()).not.toHaveTextContent('تم نشر الرد');
  });

  it('pauses while hovered or focused and resumes with the time left', async () => {
    const { user, region } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    act(() => jest.advanceTimersByTime(3000));

    await user.hover(screen.getByText('تم نشر الرد'));
    act(() => jest.advanceTimersByTime(10000));
    expect(region()).toHaveTextContent('تم نشر الرد');

    await user.unhover(screen.getByText('تم نشر الرد'));
    act(() => within(region()).getByRole('button', { name: 'إغلاق' }).focus());
    act(() => jest.advanceTimersByTime(10000));
    expect(region()).toHaveTextContent('تم نشر الرد');

    act(() => screen.getByRole('button', { name: 'Publish' }).focus());
    act(() => jest.advanceTimersByTime(1900));
    expect(region()).toHaveTextContent('تم نشر الرد');
    act(() => jest.advanceTimersByTime(200));
    expect(region()).not.toHaveTextContent('تم نشر الرد');
  });

  it('keeps an error until it is closed with its button', async () => {
    const { user, region } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Fail' }));

    act(() => jest.advanceTimersByTime(60000));
    expect(region()).toHaveTextContent('تعذّر نشر الرد');

    await user.click(within(region()).getByRole('button', { name: 'إغلاق' }));
    expect(region()).toBeEmptyDOMElement();
  });

  it('refuses to be used without a provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<SaveButtons />)).toThrow('useToast must be used inside a ToastProvider');
    quiet.mockRestore();
  });
});
