// The one way route code reports an expected failure: a status, a message code from the contracts
// catalogue and optional field errors (also codes). The error handler translates and wraps them.
import type { MessageCode } from '@sumaa/contracts';

export type FieldErrorCodes = Record<string, MessageCode[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: MessageCode,
    readonly fieldErrors: FieldErrorCodes | null = null,
    /** Values for `{{name}}` placeholders in the messages. */
    readonly messageParams: Record<string, string | number> = {},
  ) {
    super(messageCode);
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageCode, fields?: FieldErrorCodes) =>
  new AppError(400, code, fields ?? null);
export const unauthorized = (code: MessageCode) => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const notFound = () => new AppError(404, 'notFound');
export const conflict = (code: MessageCode, fields?: FieldErrorCodes) =>
  new AppError(409, code, fields ?? null);
