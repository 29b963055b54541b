import type { ValidationIssueLike } from './field-errors';

/** Zod issues found by a handler (not by the route schema); answered like any other validation failure. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: readonly ValidationIssueLike[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}
