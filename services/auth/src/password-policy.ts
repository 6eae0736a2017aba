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

/** Letters and digits only, lower case: "Finance Club" and "finance-club" compare equal. */
const squeezed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The words of this context that make a password easy to guess (ASVS 6.1.2, 6.2.11): the
 * product's and the club's names and the person's own username and e-mail name. Only words of
 * four letters or more count.
 */
export function contextWords(context: { clubName: string; username?: string; email?: string }) {
  return [
    'financeclub',
    context.clubName,
    ...context.clubName.split(/\s+/),
    context.username ?? '',
    context.email?.split('@')[0] ?? '',
  ]
    .map(squeezed)
    .filter((word) => word.length >= 4);
}

export const PASSWORD_HAS_CONTEXT_WORD =
  "Your password must not contain your username, your e-mail name or the club's name.";

/**
 * What the contracts' schema cannot know: the configured minimum (PASSWORD_MIN_LENGTH, at least
 * the schema's 8), the list of common passwords and the words of this context. `field` names
 * the form field for the error.
 */
export function assertAcceptablePassword(
  password: string,
  minLength: number,
  field: string,
  words: string[] = [],
): void {
  const flat = squeezed(password);
  const problem =
    password.length < minLength
      ? passwordTooShortMessage(minLength)
      : isCommonPassword(password)
        ? authMessages.passwordTooCommon
        : words.some((word) => flat.includes(word))
          ? PASSWORD_HAS_CONTEXT_WORD
          : undefined;
  if (problem) throw httpErrors.badRequest(problem, 'VALIDATION_FAILED', { [field]: [problem] });
}
