import '@/lib/zod-config';
import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from '@/config/constants';

// Requests of the accounts endpoints, shared by the server and the forms.

/** A password: fails under 8 characters, without a digit or without a letter. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /\p{L}/u.test(value);
}

const MAX_EMAIL = 254;
// argon2 hashes anything, but an unbounded password is a cheap way to burn CPU.
const MAX_PASSWORD = 128;

export const emailField = z
  .string()
  .trim()
  .max(MAX_EMAIL)
  .pipe(z.email({ message: 'Invalid email.' }));

export const passwordField = z.string().max(MAX_PASSWORD);

export const codeField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'must be 6 digits');

/** POST /api/auth/signup: the sign-up form object. */
export const signUpInput = z
  .object({
    email: emailField,
    password: passwordField,
    // The form's terms-and-privacy checkbox; when sent, it must be ticked.
    agreement: z.literal(true).optional(),
  })
  .strict();
export type SignUpInput = z.infer<typeof signUpInput>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordInput = z.object({ email: emailField }).strict();

/** POST /api/auth/reset-forgotten-password. */
export const resetPasswordInput = z
  .object({ email: emailField, code: codeField, newPassword: passwordField })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** POST /api/auth/verify-email. */
export const verifyEmailInput = z.object({ email: emailField, verificationCode: codeField }).strict();

/** POST /api/auth/resend-confirmation. */
export const resendConfirmationInput = z.object({ email: emailField }).strict();

/** The credentials of the next-auth credentials provider (spec: login payload email, password). */
export const credentialsInput = z.object({ email: emailField, password: passwordField.min(1) });

/** POST /api/user/change-password. */
export const changePasswordInput = z
  .object({ oldPassword: passwordField.min(1), newPassword: passwordField })
  .strict();

/** The answer of the endpoints that only acknowledge. */
export const okOutput = z.object({ ok: z.literal(true) });

/** The session user (adminId only while impersonating). */
export const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** Whether a profile picture was uploaded to the bucket. */
  hasPicture: z.boolean(),
  adminId: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The same e-mail rule as the server's, for the forms. */
export function isEmail(value: string | undefined): boolean {
  return value !== undefined && emailField.safeParse(value).success;
}
