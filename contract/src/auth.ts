import { z } from 'zod';
import { IdSchema, requiredText, TimestampSchema } from './common.js';
import { addEndpoint, endpoint, removeEndpoint, updateEndpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { ADMIN_ROLES } from './order-rules.js';

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

/** An administrator's role (decision 028; the roles themselves are in order-rules.ts). */
export const AdminRoleSchema = z.enum(ADMIN_ROLES, { error: fieldMessages.role });

export const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: AdminRoleSchema,
  /** Whether the owner let this order staff member export the orders (decision 063); owners always may. */
  canExport: z.boolean(),
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

const UserFieldsSchema = z.object({
  name: requiredText(100),
  email: AdminEmailSchema,
  password: PasswordSchema,
});
/** A new administrator is an owner unless `role` says order staff (the spec's body has no role). */
export const CreateUserSchema = UserFieldsSchema.extend({ role: AdminRoleSchema.default('admin') });
export type CreateUser = z.input<typeof CreateUserSchema>;
export type CreateUserParsed = z.output<typeof CreateUserSchema>;
export const UpdateUserSchema = UserFieldsSchema.partial().extend({
  role: AdminRoleSchema.optional(),
  canExport: z.boolean({ error: fieldMessages.required }).optional(),
});
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

const administrators = { tags: ['administrators'] } as const;

export const userEndpoints = {
  login: endpoint({
    ...administrators,
    method: 'POST',
    path: '/user/login',
    access: 'public',
    summary: 'Sign in: a token, the administrator and the failed sign-ins since the last one',
    body: LoginSchema,
    answer: { data: LoginResultSchema },
  }),
  logout: endpoint({
    ...administrators,
    method: 'POST',
    path: '/user/logout',
    access: 'staff',
    summary: "End this token's session",
    answer: 'message',
  }),
  logoutEverywhere: endpoint({
    ...administrators,
    method: 'POST',
    path: '/user/logout-all',
    access: 'staff',
    summary: 'End every session of the calling administrator',
    answer: 'message',
  }),
  me: endpoint({
    ...administrators,
    method: 'GET',
    path: '/user/logged-user',
    access: 'staff',
    summary: 'The signed-in administrator',
    answer: { data: UserSchema },
  }),
  list: endpoint({
    ...administrators,
    method: 'GET',
    path: '/user/all',
    access: 'admin',
    summary: 'Every administrator',
    answer: { data: z.array(UserSchema) },
  }),
  add: addEndpoint('user', UserSchema, {
    ...administrators,
    summary: 'Add an administrator',
    body: CreateUserSchema,
  }),
  update: updateEndpoint('user', UserSchema, {
    ...administrators,
    summary: "Change an administrator's name, email, password or role (never the last owner's role)",
    body: UpdateUserSchema,
  }),
  remove: removeEndpoint('user', {
    ...administrators,
    summary: 'Delete an administrator (never the last owner)',
  }),
};
