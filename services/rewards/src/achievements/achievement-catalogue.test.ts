import { describe, expect, it } from 'vitest';
import { publicCatalogue } from './achievement-catalogue.ts';

describe('the achievement catalogue students read', () => {
  it('writes a percentage as students expect it, "70%", never "70 %"', () => {
    const texts = publicCatalogue().flatMap((achievement) => [
      achievement.title,
      achievement.description,
    ]);
    expect(texts.filter((text) => /\d\s%/.test(text))).toEqual([]);
    expect(texts).toContain('Pass a module quiz with 70% or more.');
  });
});
