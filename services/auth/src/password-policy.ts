import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages, passwordTooShortMessage } from '@fc/contracts/auth';
import { httpErrors } from '@fc/service-kit/errors';

/**
 * The most common passwords, from zxcvbn-ts's maintained list (about 49,000, led by 123456 and
 * password), compared without case: ASVS 6.2.4 asks for at least the top 3,000 to be refused.
 */
const commonPasswords = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * What the contracts' schema cannot know: the configured minimum (PASSWORD_MIN_LENGTH, at least
 * the schema's 8) and the list of common passwords. `field` names the form field for the error.
 */
export function assertAcceptablePassword(password: string, minLength: number, field: string): void {
  const problem =
    password.length < minLength
      ? passwordTooShortMessage(minLength)
      : isCommonPassword(password)
        ? authMessages.passwordTooCommon
        : undefined;
  if (problem) throw httpErrors.badRequest(problem, 'VALIDATION_FAILED', { [field]: [problem] });
}
