import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: unguessable and URL-safe, as docs/api.md requires of every `_id`. */
export const newId = (): string => randomBytes(16).toString('base64url');
