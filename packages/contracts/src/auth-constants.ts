/**
 * The auth texts and limits, apart from the schemas so the web app's first load can use them
 * without zod (docs/development.md "Web performance"); auth.ts re-exports them.
 */

/** docs/product.md section 5: the texts the register and login forms show; the server uses the same. */
export const authMessages = {
  fillInAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsLetter: 'Password must contain at least one letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid username or password',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  forgotPasswordAnswer: "If an account with this email exists, you'll receive reset instructions.",
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
  wrongCurrentPassword: 'Your current password is not correct',
  passwordChanged: 'Your password has been changed. You were signed out everywhere else.',
} as const;

/**
 * The password rule, one for registering, resetting and changing (ASVS 6.2): at least 8
 * characters (the auth service's PASSWORD_MIN_LENGTH may ask for more), at most 128 so long
 * passphrases fit, a letter and a digit, and not one of the most common passwords (checked by
 * the auth service against its list).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordTooShortMessage = (minLength: number) =>
  `Password must be at least ${minLength} characters long`;
/** The hint under a new-password field. */
export const passwordHint = (minLength = PASSWORD_MIN_LENGTH) =>
  `Password must be at least ${minLength} characters with letters and numbers`;
