import { act, renderHook } from '@testing-library/react';
import { msUntilCheck, useBusinessToday } from '../../../shared/analytics-period';

// Riyadh is UTC+3 all year: 20:59:30 UTC is 23:59:30 there.
const BEFORE_MIDNIGHT = new Date('2025-03-16T20:59:30Z');

beforeEach(() => {
  jest.useFakeTimers({ now: BEFORE_MIDNIGHT });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('today in the business’s time zone', () => {
  it('turns at the business’s midnight without anything else happening', () => {
    const { result } = renderHook(() => useBusinessToday('Asia/Riyadh'));
    expect(result.current).toBe('2025-03-16');

    act(() => {
      jest.advanceTimersByTime(29_000);
    });
    expect(result.current).toBe('2025-03-16');

    act(() => {
      jest.advanceTimersByTime(2_000);
    });
    expect(result.current).toBe('2025-03-17');
  });

  it('is read again when the window comes back, a timer held back by sleep notwithstanding', () => {
    const { result } = renderHook(() => useBusinessToday('Asia/Riyadh'));
    expect(result.current).toBe('2025-03-16');

    // The clock moved on (a sleeping laptop) while no timer ran.
    jest.setSystemTime(new Date('2025-03-18T08:00:00Z'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current).toBe('2025-03-18');
  });

  it('is unknown until the time zone is, then that zone’s day', () => {
    const { result, rerender } = renderHook(({ zone }) => useBusinessToday(zone), {
      initialProps: { zone: null as string | null },
    });
    expect(result.current).toBeNull();

    rerender({ zone: 'Asia/Riyadh' });
    expect(result.current).toBe('2025-03-16');
    // Already the 17th in Tokyo (UTC+9).
    rerender({ zone: 'Asia/Tokyo' });
    expect(result.current).toBe('2025-03-17');
  });

  it('checks just past the next midnight, and at least hourly', () => {
    expect(msUntilCheck('Asia/Riyadh', BEFORE_MIDNIGHT)).toBe(31_000);
    expect(msUntilCheck('Asia/Riyadh', new Date('2025-03-16T09:00:00Z'))).toBe(60 * 60_000);
  });
});
