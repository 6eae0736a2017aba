/**
 * Names people choose and others see (first and last names, contest and plan names) may not hold
 * invisible formatting characters: a right-to-left override (U+202E) and its kin reorder the
 * text around them, so "Sam" could be made to read as another student's name on a board. Refused
 * are Unicode's format characters (Cf: the bidirectional controls U+061C, U+200E/U+200F,
 * U+202A–U+202E, U+2066–U+2069, zero-width spaces, U+FEFF …), control characters and the line
 * and paragraph separators. The zero-width joiner and non-joiner (U+200D, U+200C) stay allowed
 * between two non-ASCII characters, where emoji sequences and scripts such as Persian and Hindi
 * need them (as RFC 8264's contextual rule allows them). No zod here: the web forms use it too.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;
const JOINERS = new Set(['\u200c', '\u200d']);
const isAscii = (character: string | undefined) =>
  character !== undefined && character.codePointAt(0)! < 0x80;

/** The first invisible formatting character in `text` as "U+202E", or undefined when none. */
export function findInvisibleCharacter(text: string): string | undefined {
  const characters = Array.from(text);
  for (const [index, character] of characters.entries()) {
    if (!INVISIBLE.test(character)) continue;
    const before = characters[index - 1];
    const after = characters[index + 1];
    const isJoining =
      JOINERS.has(character) &&
      before !== undefined &&
      after !== undefined &&
      !isAscii(before) &&
      !isAscii(after);
    if (isJoining) continue;
    return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return undefined;
}

/** What a form and the API say when a name holds one (`found` as findInvisibleCharacter gives it). */
export function invisibleCharacterMessage(found: string): string {
  return `Names cannot contain invisible or text-direction characters (${found} found). Please type the name again.`;
}

/** For a zod schema of a name: `.superRefine(refuseInvisibleCharacters)`. */
export function refuseInvisibleCharacters(
  value: string,
  ctx: { addIssue(issue: { code: 'custom'; message: string }): void },
): void {
  const found = findInvisibleCharacter(value);
  if (found) ctx.addIssue({ code: 'custom', message: invisibleCharacterMessage(found) });
}
