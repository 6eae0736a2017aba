import { z } from 'zod';

import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants.ts';
import { refuseInvisibleCharacters } from './names.ts';

export {
  authMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordHint,
  passwordTooShortMessage,
} from './auth-constants.ts';

const requiredText = (max: number) =>
  z
    .string({ error: authMessages.fillInAllFields })
    .trim()
    .min(1, authMessages.fillInAllFields)
    .max(max, `Must be at most ${max} characters`);

export const usernameSchema = requiredText(30).regex(
  /^[A-Za-z0-9_.-]+$/,
  'Username may contain only letters, numbers, dots, dashes and underscores',
);

/** A new password: registering, resetting, changing. */
export const newPasswordSchema = z
  .string({ error: authMessages.fillInAllFields })
  .min(1, authMessages.fillInAllFields)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[A-Za-z]/, authMessages.passwordNeedsLetter)
  .regex(/[0-9]/, authMessages.passwordNeedsNumber);

export const registerBodySchema = z.object({
  username: usernameSchema,
  email: requiredText(254).pipe(z.email(authMessages.invalidEmail)),
  password: newPasswordSchema,
  firstName: requiredText(50).superRefine(refuseInvisibleCharacters),
  lastName: requiredText(50).superRefine(refuseInvisibleCharacters),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  username: requiredText(254),
  password: z.string({ error: authMessages.fillInAllFields }).min(1, authMessages.fillInAllFields),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: 'Email required - Please enter your email address.' })
    .trim()
    .min(1, 'Email required - Please enter your email address.')
    .max(254),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: authMessages.invalidResetToken })
    .min(1, authMessages.invalidResetToken)
    .max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/auth/change-password (signed in): the current password proves it is the owner. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: authMessages.fillInAllFields })
    .min(1, authMessages.fillInAllFields)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const roleSchema = z.enum(['student', 'teacher', 'admin']);
/** Roles an admin can give (PUT /api/admin/users/:id/role): the admin account stays the one admin. */
export const assignableRoleSchema = z.enum(['student', 'teacher'], {
  error: 'The role must be student or teacher',
});
export const setRoleBodySchema = z.object({ role: assignableRoleSchema }).strict();
export type SetRoleBody = z.infer<typeof setRoleBodySchema>;
/** Teachers and admins: who sees the class view, assignments and announcements. */
export const isStaffRole = (role: string): boolean => role === 'teacher' || role === 'admin';
export type Role = z.infer<typeof roleSchema>;

/** The user as every API answer shows it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  points: z.number().int(),
  streak: z.number().int(),
  /** Unlocked by achievements: advanced_charts, streak_multiplier, portfolio_insights, exclusive_stocks. */
  unlockedFeatures: z.array(z.string()),
  createdAt: z.iso.datetime(),
  /**
   * When the user first finished or skipped the dashboard tour (POST /api/auth/me/tutorial);
   * null until then, and the tour opens by itself on their next visit, on any browser.
   */
  tutorialCompletedAt: z.iso.datetime().nullable(),
});
export type User = z.infer<typeof userSchema>;
/** GET /api/users (admins) without paging parameters: every user, oldest first. */
export const userListSchema = z.array(userSchema);

/** What the admin members table can be sorted by: the columns it shows. */
export const userSortSchema = z.enum(['name', 'email', 'points', 'streak', 'joined'], {
  error: 'sort must be one of: name, email, points, streak, joined',
});
export type UserSort = z.infer<typeof userSortSchema>;
export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' });
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const USERS_PAGE_SIZE = 25;
export const USERS_MAX_PAGE_SIZE = 100;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * GET /api/users?q=&sort=&order=&page=&pageSize= (admins): one page of the members matching `q`
 * (every word of it found in the first or last name, username or e-mail, ignoring case). Given
 * none of these parameters, the route answers the whole list as before (userListSchema), for the
 * pickers.
 */
export const userPageQuerySchema = z.object({
  q: z
    .string({ error: 'q must be a single search text' })
    .trim()
    .max(100, 'q must be at most 100 characters')
    .optional(),
  sort: userSortSchema.default('joined'),
  order: sortOrderSchema.default('asc'),
  page: wholeNumber(1, 10_000, 'page must be a whole number from 1 to 10000').default(1),
  pageSize: wholeNumber(
    1,
    USERS_MAX_PAGE_SIZE,
    `pageSize must be a whole number from 1 to ${USERS_MAX_PAGE_SIZE}`,
  ).default(USERS_PAGE_SIZE),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
export const userPageQueryKeys = ['q', 'sort', 'order', 'page', 'pageSize'] as const;

/** One page of members, with how many match in all. */
export const userPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /api/auth/logout, /api/auth/forgot-password and /api/auth/reset-password: a text to show. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The claims of the session token that every service verifies itself. */
export const sessionClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.uuid(),
  role: roleSchema,
  /** An admin who must still turn on two-factor (ADMIN_REQUIRE_2FA): admin calls answer 403. */
  setup2fa: z.literal(true).optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** POST /api/auth/login: the user, or (two-factor on) the request for the second step. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginAnswerSchema = z.union([userSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const twoFactorMessages = {
  wrongCode: 'That code is not right. Check the time on your phone, or use a recovery code.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor authentication is already on.',
  notStarted: 'Start the set-up again: no code was expected.',
  requiredForAdmins: 'Two-factor authentication is required for admins and cannot be turned off.',
  setupRequired: 'Set up two-factor authentication to use the admin panel.',
} as const;

/** A 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z
  .string({ error: 'Please enter the code' })
  .trim()
  .min(1, 'Please enter the code')
  .max(32, 'That code is too long');

/** POST /api/auth/login/2fa {code}: the second step of a sign-in. */
export const twoFactorSignInBodySchema = z.object({ code: secondFactorCodeSchema });
/** POST /api/auth/2fa/enable {code}: the first code from the app confirms the set-up. */
export const enableTwoFactorBodySchema = z.object({ code: secondFactorCodeSchema });
/** POST /api/auth/2fa/disable {password, code}. */
export const disableTwoFactorBodySchema = z.object({
  password: z.string({ error: authMessages.fillInAllFields }).min(1, authMessages.fillInAllFields),
  code: secondFactorCodeSchema,
});

/** GET /api/auth/2fa. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Required for this account (an admin when ADMIN_REQUIRE_2FA is on). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/2fa/setup: the secret to add to an authenticator app. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/2fa/enable: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
