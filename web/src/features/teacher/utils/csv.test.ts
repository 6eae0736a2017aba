import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { alex, buildClassStudent, jordan } from '@/features/teacher/testing/teacher-fixtures';
import { toClassRows } from '@/features/teacher/utils/class-rows';
import {
  buildClassCsv,
  buildCsv,
  buildStudentCsv,
  classCsvHeader,
  neutraliseCell,
  spreadsheetDateTime,
} from '@/features/teacher/utils/csv';

/** The file's rows as a spreadsheet splitting on `delimiter` reads its fields. */
const parse = (csv: string, delimiter = ',') => Papa.parse<string[]>(csv, { delimiter }).data;

describe('buildCsv', () => {
  it('when a cell holds a quote, a comma or a line break, then every field is quoted and its quotes doubled', () => {
    expect(buildCsv([['Name'], ['Ann "Annie" Lee'], ['Lee, Ann'], ['Ann\nLee'], ['Plain']])).toBe(
      '"Name"\r\n"Ann ""Annie"" Lee"\r\n"Lee, Ann"\r\n"Ann\nLee"\r\n"Plain"',
    );
  });

  it('when a text cell starts with =, +, -, @, a tab or a line break, then a single quote goes first', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutraliseCell('+1')).toBe("'+1");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\tcmd')).toBe("'\tcmd");
    expect(neutraliseCell('\r=1')).toBe("'\r'=1");
    expect(neutraliseCell('Ann = Lee')).toBe('Ann = Lee');
    expect(neutraliseCell("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
    expect(buildCsv([['=1+2', 'a,b']])).toBe('"\'=1+2","a,b"');
  });

  it('when a formula character follows a separator, a quote or a line break inside the text, then it gets a single quote too', () => {
    expect(neutraliseCell('Sec;=1+1;')).toBe("Sec;'=1+1;");
    expect(neutraliseCell('Lee, @SUM(A1)')).toBe("Lee, '@SUM(A1)");
    expect(neutraliseCell('a; -2+3')).toBe("a; '-2+3");
    expect(neutraliseCell('x\t+1')).toBe("x\t'+1");
    expect(neutraliseCell('x\n=1')).toBe("x\n'=1");
    // OWASP's two examples: quoted, quotes doubled, and the formula after the separator too.
    expect(buildCsv([['=1+2";=1+2']])).toBe('"\'=1+2"";\'=1+2"');
    expect(buildCsv([['=1+2\'" ;,=1+2']])).toBe('"\'=1+2\'"" ;,\'=1+2"');
  });

  it('when a spreadsheet splits the file on commas or on semicolons, then no field it reads starts a formula', () => {
    const csv = buildCsv([['Sec;=1+1;', 'Lee,=2+2', '";@SUM(A1)', 'tab\t-3', 'line\n+4', '"=5"']]);
    for (const delimiter of [',', ';', '\t']) {
      for (const field of parse(csv, delimiter).flat()) {
        // What a field may be after the spreadsheet strips its quotes (as a careless one would).
        const cell = field.replace(/^"+/, '').trimStart();
        expect(cell, `"${field}" split on ${JSON.stringify(delimiter)}`).not.toMatch(/^[=+\-@]/);
      }
    }
  });

  it('when a cell is a number or empty, then it stays a number (negatives too) or an empty field', () => {
    expect(buildCsv([[-250, 0, null, 12.34]])).toBe('"-250","0","","12.34"');
    expect(parse(buildCsv([[-250, 0, null, 12.34]]))).toEqual([['-250', '0', '', '12.34']]);
  });
});

describe('spreadsheetDateTime', () => {
  it('writes a moment as "YYYY-MM-DD HH:MM" in the local time zone, and nothing for none', () => {
    expect(spreadsheetDateTime(new Date(2026, 10, 28, 14, 5, 59).toISOString())).toBe(
      '2026-11-28 14:05',
    );
    expect(spreadsheetDateTime(new Date(2026, 0, 3, 9, 7).toISOString())).toBe('2026-01-03 09:07');
    expect(spreadsheetDateTime(null)).toBeNull();
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

    const lines = parse(buildClassCsv(rows));

    expect(lines).toHaveLength(4);
    expect(lines[1]).toEqual([
      'Alex Morgan',
      'alexm',
      '5',
      '80',
      '5',
      '12',
      '4',
      '300',
      '12500',
      spreadsheetDateTime(alex.lastActiveAt),
      '2',
      '12.34',
      '',
    ]);
    // A name that is a formula is neutralised, and its comma keeps it one field.
    expect(lines[2]?.slice(0, 2)).toEqual(["'=cmd| Smith, Jr", 'eve']);
    expect(lines[3]?.join(',')).toMatch(
      /^Jordan Lopez,jordanl,2,40,,3,0,0,980,\d{4}-\d{2}-\d{2} \d{2}:\d{2},0,-2\.5,Inactive 7\+ days; Failed a quiz twice$/,
    );
  });

  it('when a student was last active, then the column reads a date and time a spreadsheet understands', () => {
    const at = new Date(2026, 10, 28, 14, 5).toISOString();
    const [, row] = parse(buildClassCsv(toClassRows([{ ...alex, lastActiveAt: at }], undefined)));
    expect(row?.[classCsvHeader.indexOf('Last active')]).toBe('2026-11-28 14:05');
  });
});

describe('buildStudentCsv', () => {
  it('writes the figures, a row per module and the timeline with what each entry was about by title, split by empty lines', () => {
    const at = new Date(2026, 10, 25, 10, 0).toISOString();
    const csv = buildStudentCsv(
      {
        student: alex,
        timeline: [
          { at, kind: 'quiz', text: 'Passed the quiz: 9/10 (90%)', moduleId: 2, lessonId: null },
          { at, kind: 'lesson', text: 'Completed a lesson', moduleId: 1, lessonId: 102 },
          { at, kind: 'trade', text: 'Bought 5 AAPL at $190.00', moduleId: null, lessonId: null },
        ].map((entry) => ({ ...entry, kind: entry.kind as 'lesson', points: 25 })),
      },
      {
        cardsDue: 5,
        titles: {
          moduleTitle: (id) => (id === 1 ? 'Budgeting Basics' : `Module ${id}`),
          lessonTitle: (id) => (id === 102 ? 'Needs, "wants"' : null),
        },
      },
    );

    const rows = parse(csv);
    expect(rows[0]?.slice(-3)).toEqual(['Stuck', 'Trades', 'Joined']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Alex Morgan', 'alexm']);
    expect(rows[1]?.at(-1)).toBe(spreadsheetDateTime(alex.joinedAt));
    expect(rows[1]?.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[2]).toEqual(['']);
    expect(rows.slice(3, 6)).toEqual([
      ['Module', 'Lessons completed', 'Quiz best (%)', 'Quiz attempts', 'Cards mastered', 'Cards'],
      ['Budgeting Basics', '3', '90', '1', '8', '10'],
      ['Module 2', '2', '70', '2', '4', '8'],
    ]);
    expect(rows.slice(7)).toEqual([
      ['When', 'Kind', 'What', 'About', 'Points'],
      ['2026-11-25 10:00', 'quiz', 'Passed the quiz: 9/10 (90%)', 'Module 2', '25'],
      [
        '2026-11-25 10:00',
        'lesson',
        'Completed a lesson',
        '“Needs, "wants"” in Budgeting Basics',
        '25',
      ],
      ['2026-11-25 10:00', 'trade', 'Bought 5 AAPL at $190.00', '', '25'],
    ]);
  });
});
