import { describe, expect, it } from 'vitest';

import {
  parseInline,
  parseLessonContent,
  parseMythFact,
} from '@/features/learning/utils/lesson-content';

describe('parseLessonContent', () => {
  it('splits blocks on blank lines: headings, paragraphs and bullet lists', () => {
    const content = [
      '**Why budget?**',
      '',
      'A budget tells your money where to go.',
      'It is a plan, not a punishment.',
      '',
      '• Track income',
      '• Track spending',
      '• Save first',
    ].join('\n');

    expect(parseLessonContent(content)).toEqual([
      { type: 'heading', text: 'Why budget?' },
      {
        type: 'paragraph',
        text: 'A budget tells your money where to go. It is a plan, not a punishment.',
      },
      { type: 'list', items: ['Track income', 'Track spending', 'Save first'] },
    ]);
  });

  it('reads a line with ❌ and ✅ around an arrow as a myth-versus-fact pair, one per line', () => {
    const content = [
      '❌ Myth: Budgets are only for people with little money → ✅ Fact: Everyone benefits from a plan',
      '❌ Credit cards are free money → ✅ You pay back every dollar, often with interest',
    ].join('\n');

    expect(parseLessonContent(content)).toEqual([
      {
        type: 'myth-fact',
        myth: 'Budgets are only for people with little money',
        fact: 'Everyone benefits from a plan',
      },
      {
        type: 'myth-fact',
        myth: 'Credit cards are free money',
        fact: 'You pay back every dollar, often with interest',
      },
    ]);
  });

  it('keeps a heading line and the list under it apart when they share a block', () => {
    expect(parseLessonContent('**Key points**\n• Spend less than you earn\n• Save')).toEqual([
      { type: 'heading', text: 'Key points' },
      { type: 'list', items: ['Spend less than you earn', 'Save'] },
    ]);
  });

  it('treats Windows line breaks and blank lines holding spaces as block breaks', () => {
    expect(parseLessonContent('First\r\n  \r\nSecond')).toEqual([
      { type: 'paragraph', text: 'First' },
      { type: 'paragraph', text: 'Second' },
    ]);
  });

  it('does not take a line with two bold parts for a heading', () => {
    expect(parseLessonContent('**Needs** come before **wants**')).toEqual([
      { type: 'paragraph', text: '**Needs** come before **wants**' },
    ]);
  });

  it('leaves a line with only one of the marks as a paragraph', () => {
    expect(parseLessonContent('✅ Pay yourself first → always')).toEqual([
      { type: 'paragraph', text: '✅ Pay yourself first → always' },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(parseLessonContent('')).toEqual([]);
    expect(parseLessonContent('\n\n  \n')).toEqual([]);
  });
});

describe('parseMythFact', () => {
  it('accepts -> as the arrow and drops Myth/Fact labels', () => {
    expect(parseMythFact('❌ Myth - Saving is hard -> ✅ Fact - Start small')).toEqual({
      myth: 'Saving is hard',
      fact: 'Start small',
    });
  });

  it('refuses a line whose marks are on the wrong sides of the arrow', () => {
    expect(parseMythFact('✅ True → ❌ False')).toBeNull();
  });
});

describe('parseInline', () => {
  it('splits bold parts from plain ones', () => {
    expect(parseInline('Save **10%** of every **paycheck**.')).toEqual([
      { text: 'Save ', bold: false },
      { text: '10%', bold: true },
      { text: ' of every ', bold: false },
      { text: 'paycheck', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('leaves an unmatched ** as text', () => {
    expect(parseInline('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }]);
  });
});
