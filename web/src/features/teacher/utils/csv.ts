import type { ClassStudentDetail } from '@fc/contracts/class-progress';
import Papa from 'papaparse';

import {
  averageQuizBest,
  stuckLabels,
  studentName,
  type ClassRow,
} from '@/features/teacher/utils/class-rows';

export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage
 * return) gets a leading single quote, so that opening the file never runs what a student typed
 * as their name (CSV injection). Numbers stay numbers: -5 is a value, not a formula.
 */
export function neutraliseCell(cell: CsvCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Rows of cells as CSV (RFC 4180: quotes, commas and line breaks quoted), formulas neutralised. */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(rows.map((row) => row.map(neutraliseCell)));
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
    student.lastActiveAt,
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
  { cardsDue, moduleTitle }: { cardsDue: number | null; moduleTitle: (moduleId: number) => string },
): string {
  const row: ClassRow = {
    student,
    name: studentName(student),
    quizBest: averageQuizBest(student.modules),
    cardsDue,
  };
  return buildCsv([
    [...classCsvHeader, 'Trades', 'Joined'],
    [...classCsvRow(row), student.trades, student.joinedAt],
    [],
    ['Module', 'Lessons completed', 'Quiz best (%)', 'Quiz attempts', 'Cards mastered', 'Cards'],
    ...student.modules.map((module) => [
      moduleTitle(module.moduleId),
      module.lessonsCompleted,
      module.quizBestPercent,
      module.quizAttempts,
      module.cardsMastered,
      module.cardsTotal,
    ]),
    [],
    ['When', 'Kind', 'What', 'Points'],
    ...timeline.map((entry) => [entry.at, entry.kind, entry.text, entry.points]),
  ]);
}
