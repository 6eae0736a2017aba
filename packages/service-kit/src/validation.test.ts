import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { parse } from './validation.ts';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

function refusal(input: unknown): AppError {
  try {
    parse(schema, input);
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('it was accepted');
}

describe('text a database cannot store', () => {
  it('when a field holds a NUL character, then 400 names the field', () => {
    const error = refusal({ name: 'a\u0000b' });
    expect(error).toMatchObject({ status: 400, message: 'Text may not contain NUL characters' });
    expect(error.fields).toEqual({ name: ['Text may not contain NUL characters'] });
  });

  it('when a field or a key holds half of a surrogate pair, then 400 says it is not valid Unicode', () => {
    expect(refusal({ name: '\ud800' })).toMatchObject({
      status: 400,
      message: 'Text must be valid Unicode',
      fields: { name: ['Text must be valid Unicode'] },
    });
    expect(refusal({ name: 'ok', tags: ['fine', 'x\udc00'] }).fields).toEqual({
      'tags.1': ['Text must be valid Unicode'],
    });
    expect(refusal({ name: 'ok', ['\ud83d']: 1 }).message).toBe('Text must be valid Unicode');
  });

  it('when text has emoji and accents, then it is accepted as it is', () => {
    expect(parse(schema, { name: 'Zoë 😀 — ¥' })).toEqual({ name: 'Zoë 😀 — ¥' });
  });
});
