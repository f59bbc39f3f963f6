import { z } from 'zod';
import { IdSchema, requiredText, TimestampSchema } from './common.js';
import { fieldMessages } from './messages.js';

export const MIN_PASSWORD_LENGTH = 8;

/** The first administrator when `ADMIN_EMAIL` is not set; {@link AdminEmailSchema} accepts it. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/**
 * The one rule for an administrator's email, shared by the first-run default, the `ADMIN_EMAIL`
 * variable, the sign-in and administrator forms and the server: the WHATWG rule a browser's
 * `<input type="email">` applies. It accepts a domain without a dot, so the default first
 * administrator `admin@localhost` can sign in, and it refuses spaces, a missing part, a domain that
 * starts or ends with a hyphen or a dot, and characters no mail system takes.
 */
export const AdminEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, fieldMessages.tooLong(200))
  .pipe(z.email({ pattern: z.regexes.html5Email, error: fieldMessages.email }));
const PasswordSchema = z
  .string({ error: fieldMessages.password })
  .min(MIN_PASSWORD_LENGTH, fieldMessages.password)
  .max(200, fieldMessages.tooLong(200));

export const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: z.literal('admin'),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

export const LoginSchema = z.object({
  email: AdminEmailSchema,
  password: z.string({ error: fieldMessages.required }).min(1, fieldMessages.required).max(200),
});
export type Login = z.infer<typeof LoginSchema>;
/**
 * Failed sign-ins against the account since its previous successful one (when, from which address),
 * told to the administrator who signs in: someone guessing their password is something they should
 * know. `recent` holds the latest few; `count` all of them.
 */
export const FailedSignInsSchema = z.object({
  count: z.number().int().min(0),
  recent: z.array(z.object({ at: TimestampSchema, address: z.string() })),
});
export type FailedSignIns = z.infer<typeof FailedSignInsSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  user: UserSchema,
  failedSignIns: FailedSignInsSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const CreateUserSchema = z.object({
  name: requiredText(100),
  email: AdminEmailSchema,
  password: PasswordSchema,
});
export type CreateUser = z.infer<typeof CreateUserSchema>;
export const UpdateUserSchema = CreateUserSchema.partial();
export type UpdateUser = z.infer<typeof UpdateUserSchema>;
