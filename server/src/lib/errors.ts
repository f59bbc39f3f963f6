import type { FieldError } from '@haat/contract';

/** The sentences of the docs/api.md error envelope that are not a service's own. */
export const errorMessages = {
  invalidInput: 'দেওয়া তথ্য সঠিক নয়। চিহ্নিত ঘরগুলো ঠিক করুন।',
  invalidJson: 'অনুরোধের JSON পড়া যায়নি।',
  tooLarge: 'অনুরোধটি অনেক বড়।',
  unsupportedMediaType: 'এই ধরনের অনুরোধ বা ফাইল গ্রহণ করা হয় না।',
  tooManyRequests: 'অনেক বেশি অনুরোধ এসেছে। একটু পরে আবার চেষ্টা করুন।',
  notFound: 'খুঁজে পাওয়া যায়নি।',
  server: 'সার্ভারে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  badRequest: 'অনুরোধটি সঠিক নয়।',
  headersTooLarge: 'অনুরোধের হেডার অনেক বড়।',
  timeout: 'অনুরোধ আসতে অনেক দেরি হয়েছে।',
} as const;

/** A failure a service reports on purpose; the error handler turns it into the docs/api.md envelope. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** What the client should see beside the refusal: the order as it is now, after a 409 on an edit. */
    readonly data?: unknown,
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
  static conflict(message: string, errors?: FieldError[], data?: unknown) {
    return new AppError(409, message, errors, data);
  }
  static tooManyRequests(message: string = errorMessages.tooManyRequests) {
    return new AppError(429, message);
  }
  static serviceUnavailable(message: string) {
    return new AppError(503, message);
  }
}

/**
 * A write refused by a unique key of the database (two section titles for one section, two
 * administrators with one email). Repositories throw it in place of the engine's own error, so a
 * service can answer a 409 without knowing which engine said no.
 */
export class UniqueViolationError extends Error {
  override name = 'UniqueViolationError';
  constructor(options?: { cause?: unknown }) {
    super('unique key violated', options);
  }
}
