import { describe, expect, it } from 'vitest';

import { alex, buildClassStudent, jordan } from '@/features/teacher/testing/teacher-fixtures';
import { toClassRows } from '@/features/teacher/utils/class-rows';
import {
  buildClassCsv,
  buildCsv,
  buildStudentCsv,
  neutraliseCell,
} from '@/features/teacher/utils/csv';

describe('buildCsv', () => {
  it('when a cell holds a quote, a comma or a line break, then it is quoted and its quotes doubled', () => {
    expect(buildCsv([['Name'], ['Ann "Annie" Lee'], ['Lee, Ann'], ['Ann\nLee'], ['Plain']])).toBe(
      'Name\r\n"Ann ""Annie"" Lee"\r\n"Lee, Ann"\r\n"Ann\nLee"\r\nPlain',
    );
  });

  it('when a text cell starts with =, +, -, @, a tab or a carriage return, then a single quote goes first', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutraliseCell('+1')).toBe("'+1");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\tcmd')).toBe("'\tcmd");
    expect(neutraliseCell('Ann = Lee')).toBe('Ann = Lee');
    expect(buildCsv([['=1+2', 'a,b']])).toBe('\'=1+2,"a,b"');
  });

  it('when a cell is a number or empty, then it stays a number (negatives too) or an empty field', () => {
    expect(buildCsv([[-250, 0, null, 12.34]])).toBe('-250,0,,12.34');
  });
});

describe('buildClassCsv', () => {
  it('writes a header, then one row per student in the order given, with formulas neutralised', () => {
    const rows = toClassRows(
      [
        alex,
        buildClassStudent({
          userId: 13,
          username: 'eve',
          firstName: '=cmd|',
          lastName: 'Smith, Jr',
        }),
        jordan,
      ],
      { students: [{ userId: 7, due: 5, total: 20 }] },
    );

    const lines = buildClassCsv(rows).split('\r\n');

    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`Alex Morgan,alexm,5,80,5,12,4,300,12500,${alex.lastActiveAt},2,12.34,`);
    // A name that is a formula is neutralised, and its comma keeps it one field.
    expect(lines[2]).toBe('"\'=cmd| Smith, Jr",eve,0,,,0,0,0,0,,0,,');
    expect(lines[3]).toMatch(
      /^Jordan Lopez,jordanl,2,40,,3,0,0,980,.*,0,-2\.5,Inactive 7\+ days; Failed a quiz twice$/,
    );
  });
});

describe('buildStudentCsv', () => {
  it('writes the figures, a row per module and the timeline, split by empty lines', () => {
    const csv = buildStudentCsv(
      {
        student: alex,
        timeline: [
          {
            at: '2026-11-25T10:00:00.000Z',
            kind: 'lesson',
            text: 'Completed "Needs, wants"',
            points: 25,
          },
        ],
      },
      { cardsDue: 5, moduleTitle: (id) => (id === 1 ? 'Budgeting Basics' : `Module ${id}`) },
    );

    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Name,Username,.*,Stuck,Trades,Joined$/);
    expect(lines[1]).toMatch(/^Alex Morgan,alexm,5,80,5,12,.*,6,2026-01-15T10:00:00.000Z$/);
    expect(lines[2]).toBe('');
    expect(lines.slice(3, 6)).toEqual([
      'Module,Lessons completed,Quiz best (%),Quiz attempts,Cards mastered,Cards',
      'Budgeting Basics,3,90,1,8,10',
      'Module 2,2,70,2,4,8',
    ]);
    expect(lines.slice(7)).toEqual([
      'When,Kind,What,Points',
      '2026-11-25T10:00:00.000Z,lesson,"Completed ""Needs, wants""",25',
    ]);
  });
});
