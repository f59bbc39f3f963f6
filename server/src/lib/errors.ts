import type { FieldError } from '@haat/contract';

/** A failure a service reports on purpose; the error handler turns it into the api.md envelope. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message = 'লগইন প্রয়োজন') {
    return new AppError(401, message);
  }
  static forbidden(message = 'এই কাজের অনুমতি নেই') {
    return new AppError(403, message);
  }
  static notFound(message = 'খুঁজে পাওয়া যায়নি') {
    return new AppError(404, message);
  }
  static conflict(message: string, errors?: FieldError[]) {
    return new AppError(409, message, errors);
  }
}
