import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';
import { messages } from './messages';

type Fields = { name: string; email: string; password: string };
const fields = ['name', 'email', 'password'] as const;

describe('applyServerErrors', () => {
  it('puts each field error on its field and focuses the first', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'দেওয়া তথ্য সঠিক নয়', [
      { path: 'email', message: 'সঠিক ইমেইল ঠিকানা লিখুন' },
      { path: 'password', message: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে' },
    ]);
    expect(applyServerErrors<Fields>(error, fields, setError)).toBeNull();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'সঠিক ইমেইল ঠিকানা লিখুন' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'password',
      { type: 'server', message: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে' },
      { shouldFocus: false },
    );
  });

  it('puts a conflict without field errors on the fallback field', () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'এই ইমেইল দিয়ে আরেকজন অ্যাডমিন আছেন');
    expect(applyServerErrors<Fields>(error, fields, setError, { status: 409, field: 'email' })).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'এই ইমেইল দিয়ে আরেকজন অ্যাডমিন আছেন' },
      { shouldFocus: true },
    );
  });

  it('answers the message when no field takes it', () => {
    const setError = vi.fn();
    const error = new ApiError(500, 'সার্ভারে একটি সমস্যা হয়েছে', [{ path: 'role', message: 'x' }]);
    expect(applyServerErrors<Fields>(error, fields, setError, { status: 409, field: 'email' })).toBe(
      'সার্ভারে একটি সমস্যা হয়েছে',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('answers a general message for a failure that is not an API error', () => {
    expect(applyServerErrors<Fields>(new Error('boom'), fields, vi.fn())).toBe(messages.common.serverError);
  });
});
