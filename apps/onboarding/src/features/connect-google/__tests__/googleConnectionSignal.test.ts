import { readConnectionSignal } from '../googleConnectionSignal';

const API_ORIGIN = 'http://api.test';

describe('reading the popup signal', () => {
  it('accepts a success or error signal from the API origin', () => {
    expect(
      readConnectionSignal(
        { origin: API_ORIGIN, data: { type: 'sumaa:google-connection', status: 'connected' } },
        API_ORIGIN,
      ),
    ).toEqual({ type: 'sumaa:google-connection', status: 'connected' });
    expect(
      readConnectionSignal(
        {
          origin: API_ORIGIN,
          data: {
            type: 'sumaa:google-connection',
            status: 'error',
            code: 'access_denied',
            message: 'Denied',
          },
        },
        API_ORIGIN,
      ),
    ).toMatchObject({ status: 'error', message: 'Denied' });
  });

  it('ignores the same signal from any other origin', () => {
    const data = { type: 'sumaa:google-connection', status: 'connected' };
    expect(readConnectionSignal({ origin: 'https://evil.example', data }, API_ORIGIN)).toBeNull();
    expect(readConnectionSignal({ origin: 'http://api.test:8080', data }, API_ORIGIN)).toBeNull();
  });

  it('ignores messages of another shape (other scripts, browser extensions)', () => {
    expect(readConnectionSignal({ origin: API_ORIGIN, data: 'connected' }, API_ORIGIN)).toBeNull();
    expect(
      readConnectionSignal({ origin: API_ORIGIN, data: { type: 'other', status: 'connected' } }, API_ORIGIN),
    ).toBeNull();
    expect(
      readConnectionSignal(
        { origin: API_ORIGIN, data: { type: 'sumaa:google-connection', status: 'error' } },
        API_ORIGIN,
      ),
    ).toBeNull();
  });
});
