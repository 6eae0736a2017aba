import type { ClassStudentDetail } from '@fc/contracts/class-progress';
import Papa from 'papaparse';

import {
  averageQuizBest,
  stuckLabels,
  studentName,
  type ClassRow,
} from '@/features/teacher/utils/class-rows';
import { todayStamp } from '@/features/teacher/utils/download';
import { timelineSubject, type CatalogueTitles } from '@/features/teacher/utils/timeline-subject';
import { parseDate } from '@/lib/dates';

export type CsvCell = string | number | null;

/**
 * Where a spreadsheet could start a formula: a formula character (=, +, -, @, a tab or a line
 * break) at the start of the text, or just after a character that can begin a new cell when a
 * spreadsheet splits the line its own way (a comma or semicolon as its list separator, a tab, a
 * line break or a double quote), spaces between allowed.
 */
const FORMULA_AT_CELL_START = /(?<=^|[,;\t\r\n"] *)(?=[=+\-@\t\r\n])/g;

/**
 * OWASP's CSV Injection advice (docs/security.md): a single quote goes before every formula
 * character that could begin a cell, so that opening the file never runs what a student typed
 * as their name. Not only the first: with ";" as its list separator, a spreadsheet reads
 * `Sec;=1+1;` as three cells, the middle one a formula. Numbers stay numbers: -5 is a value.
 */
export function neutraliseCell(cell: CsvCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return cell.replace(FORMULA_AT_CELL_START, "'");
}

/**
 * Rows of cells as CSV: every field quoted and its quotes doubled (RFC 4180), and formulas
 * neutralised, so that no separator inside a field splits it and no field runs as a formula.
 */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map(neutraliseCell)),
    { quotes: true },
  );
}

/**
 * A moment as "2026-11-28 14:05" in the reader's time zone (as every time on screen): a form
 * every spreadsheet reads as a date and time. Empty when there is none.
 */
export function spreadsheetDateTime(value: string | null): string | null {
  const date = parseDate(value);
  if (!date) return null;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${todayStamp(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Hundredths of a percent as a percent number (1234 → 12.34); empty before a valuation. */
const returnPercent = (basisPoints: number | null) =>
  basisPoints === null ? null : basisPoints / 100;

export const classCsvHeader = [
  'Name',
  'Username',
  'Lessons completed',
  'Quiz best (%)',
  'Cards due',
  'Cards mastered',
  'Streak (days)',
  'Points this week',
  'Points',
  'Last active',
  'Plans completed',
  'Portfolio return (%)',
  'Stuck',
] as const;

/** The class table as shown (its filter and order) as CSV. */
export function buildClassCsv(rows: readonly ClassRow[]): string {
  return buildCsv([classCsvHeader, ...rows.map(classCsvRow)]);
}

function classCsvRow({ student, name, quizBest, cardsDue }: ClassRow): CsvCell[] {
  return [
    name,
    student.username,
    student.lessonsCompleted,
    quizBest,
    cardsDue,
    student.cardsMastered,
    student.streak,
    student.pointsThisWeek,
    student.points,
    spreadsheetDateTime(student.lastActiveAt),
    student.plansCompleted,
    returnPercent(student.returnBasisPoints),
    student.stuck.map((reason) => stuckLabels[reason]).join('; '),
  ];
}

/**
 * One student as CSV: their figures (a header and a row, as the class file has them), then a row
 * per module, then the timeline (newest first), each part split from the next by an empty line.
 */
export function buildStudentCsv(
  { student, timeline }: ClassStudentDetail,
  { cardsDue, titles }: { cardsDue: number | null; titles: CatalogueTitles },
): string {
  const row: ClassRow = {
    student,
    name: studentName(student),
    quizBest: averageQuizBest(student.modules),
    cardsDue,
  };
  return buildCsv([
    [...classCsvHeader, 'Trades', 'Joined'],
    [...classCsvRow(row), student.trades, spreadsheetDateTime(student.joinedAt)],
    [],
    ['Module', 'Lessons completed', 'Quiz best (%)', 'Quiz attempts', 'Cards mastered', 'Cards'],
    ...student.modules.map((module) => [
      titles.moduleTitle(module.moduleId),
      module.lessonsCompleted,
      module.quizBestPercent,
      module.quizAttempts,
      module.cardsMastered,
      module.cardsTotal,
    ]),
    [],
    ['When', 'Kind', 'What', 'About', 'Points'],
    ...timeline.map((entry) => [
      spreadsheetDateTime(entry.at),
      entry.kind,
      entry.text,
      timelineSubject(entry, titles),
      entry.points,
    ]),
  ]);
}
