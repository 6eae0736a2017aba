import { authMessages, PASSWORD_MIN_LENGTH } from '@fc/contracts/auth-constants';
import { findInvisibleCharacter, invisibleCharacterMessage } from '@fc/contracts/names';

/**
 * The client-side checks of the auth forms, with docs/product.md section 5's texts. The password
 * rule is the server's (packages/contracts): at least 8 characters, a letter and a digit, for
 * registering, resetting and changing alike; the list of common passwords only the server has.
 */
export const validationMessages = {
  fillInAllFields: authMessages.fillInAllFields,
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: authMessages.passwordTooShort,
  invalidEmail: authMessages.invalidEmail,
  passwordNeedsLetter: authMessages.passwordNeedsLetter,
  passwordNeedsNumber: authMessages.passwordNeedsNumber,
} as const;

export interface SignInValues {
  username: string;
  password: string;
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const isBlank = (value: string) => value.trim() === '';

/** Every failing message of the sign-in form (empty when it may be sent). */
export function validateSignIn({ username, password }: SignInValues): string[] {
  return isBlank(username) || password === '' ? [validationMessages.fillInAllFields] : [];
}

/** Every failing message of the registration form, shown together as a list. */
export function validateRegistration(values: RegistrationValues): string[] {
  const { firstName, lastName, username, email, password, confirmPassword } = values;
  const errors: string[] = [];
  if ([firstName, lastName, username, email].some(isBlank) || password === '') {
    errors.push(validationMessages.fillInAllFields);
  }
  // The server refuses these too: a right-to-left override could make a name pass for another.
  const invisible = [firstName, lastName].map(findInvisibleCharacter).find(Boolean);
  if (invisible) errors.push(invisibleCharacterMessage(invisible));
  if (password !== confirmPassword) {
    errors.push(validationMessages.passwordsDoNotMatch);
  }
  // An empty password or email is already covered by "Please fill in all fields".
  const passwordError = password === '' ? null : getNewPasswordError(password);
  if (passwordError) errors.push(passwordError);
  if (!isBlank(email) && !email.includes('@')) {
    errors.push(validationMessages.invalidEmail);
  }
  return errors;
}

/** The first rule a new password (registered, reset or changed) breaks, or null when it is acceptable. */
export function getNewPasswordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return validationMessages.passwordTooShort;
  if (!/[A-Za-z]/.test(password)) return validationMessages.passwordNeedsLetter;
  if (!/[0-9]/.test(password)) return validationMessages.passwordNeedsNumber;
  return null;
}

/** The registration fields to mark as invalid, matching the messages of validateRegistration. */
export function getInvalidRegistrationFields(
  values: RegistrationValues,
): (keyof RegistrationValues)[] {
  const { firstName, lastName, username, email, password, confirmPassword } = values;
  const invalid = new Set<keyof RegistrationValues>();
  const required = { firstName, lastName, username, email };
  for (const [field, value] of Object.entries(required) as [keyof typeof required, string][]) {
    if (isBlank(value)) invalid.add(field);
  }
  if (findInvisibleCharacter(firstName)) invalid.add('firstName');
  if (findInvisibleCharacter(lastName)) invalid.add('lastName');
  if (password === '' || getNewPasswordError(password)) invalid.add('password');
  if (password !== confirmPassword) invalid.add('confirmPassword');
  if (!isBlank(email) && !email.includes('@')) invalid.add('email');
  return [...invalid];
}
