import { ApiError } from '@sumaa/api-client';
import { placeServerErrors } from '../forms/placeServerErrors';

type Field = 'email' | 'name';
const fieldFor = (serverField: string): Field | undefined =>
  serverField.toLowerCase() === 'email' ? 'email' : serverField === 'Name' ? 'name' : undefined;

function place(error: unknown) {
  const underFields: Partial<Record<Field, string>> = {};
  const result = placeServerErrors<Field>(
    error,
    fieldFor,
    (field, text) => (underFields[field] = text),
    'Try again',
  );
  return { ...result, underFields };
}

describe('placing a failed call over a form', () => {
  it('puts each field error under its field, in the server’s order, with no banner', () => {
    const error = new ApiError({
      status: 400,
      message: 'Invalid',
      errors: { Email: ['Taken', 'Other'], Name: ['Required'] },
    });

    expect(place(error)).toEqual({
      placed: ['email', 'name'],
      banner: null,
      underFields: { email: 'Taken', name: 'Required' },
    });
  });

  it('puts an error no field owns in the banner, one message a line', () => {
    const error = new ApiError({
      status: 400,
      message: 'Invalid',
      errors: { Email: ['Taken'], Plan: ['Unknown plan'], Other: ['Unknown plan'] },
    });

    expect(place(error)).toMatchObject({ placed: ['email'], banner: 'Unknown plan' });
  });

  it('shows the server’s message when there are no field errors, else the form’s own text', () => {
    expect(place(new ApiError({ status: 409, message: 'Already on the list' })).banner).toBe(
      'Already on the list',
    );
    expect(place(new ApiError({ status: 400, message: null })).banner).toBe('Try again');
  });

  it('says what an offline or failed server means, and never shows a programming error', () => {
    expect(place(new ApiError({ status: 0, message: null })).banner).not.toBe('Try again');
    expect(place(new TypeError('x is undefined')).banner).toBe('Try again');
  });
});
