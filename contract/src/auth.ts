import { z } from 'zod';
import { IdSchema, requiredText, TimestampSchema } from './common.js';
import { fieldMessages } from './messages.js';

export const MIN_PASSWORD_LENGTH = 8;

const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.email({ error: fieldMessages.email }));
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
  email: EmailSchema,
  password: z.string({ error: fieldMessages.required }).min(1, fieldMessages.required).max(200),
});
export type Login = z.infer<typeof LoginSchema>;
export const LoginResultSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const CreateUserSchema = z.object({
  name: requiredText(100),
  email: EmailSchema,
  password: PasswordSchema,
});
export type CreateUser = z.infer<typeof CreateUserSchema>;
export const UpdateUserSchema = CreateUserSchema.partial();
export type UpdateUser = z.infer<typeof UpdateUserSchema>;
