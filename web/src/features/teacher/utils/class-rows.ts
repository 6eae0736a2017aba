import type { ClassStudent, ReviewDue, StuckReason } from '@fc/contracts/class-progress';

/**
 * The class table's rows: each student's row from GET /api/teacher/class, with the
 * figures the table derives from it and their cards due from GET /api/teacher/review-due.
 */
export interface ClassRow {
  student: ClassStudent;
  /** "First Last", or the username for an account without a name. */
  name: string;
  /** The average of the student's best quiz score per module attempted; null before any quiz. */
  quizBest: number | null;
  /** Spaced-review cards due now; null while unknown (not loaded, or not listed). */
  cardsDue: number | null;
}

export const stuckLabels: Record<StuckReason, string> = {
  inactive_7_days: 'Inactive 7+ days',
  quiz_failed_twice: 'Failed a quiz twice',
};

export function studentName(student: Pick<ClassStudent, 'firstName' | 'lastName' | 'username'>) {
  return (
    [student.firstName, student.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || student.username
  );
}

/** The average of the module bests, rounded to a whole percent; null when no quiz was taken. */
export function averageQuizBest(modules: ClassStudent['modules']): number | null {
  const bests = modules.flatMap((module) =>
    module.quizBestPercent === null ? [] : [module.quizBestPercent],
  );
  if (bests.length === 0) return null;
  return Math.round(bests.reduce((sum, best) => sum + best, 0) / bests.length);
}

export function toClassRows(
  students: readonly ClassStudent[],
  reviewDue: ReviewDue | undefined,
): ClassRow[] {
  const dueByUser = new Map(reviewDue?.students.map((entry) => [entry.userId, entry.due]));
  return students.map((student) => ({
    student,
    name: studentName(student),
    quizBest: averageQuizBest(student.modules),
    cardsDue: dueByUser.get(student.userId) ?? null,
  }));
}

export const classSortKeys = [
  'name',
  'lessons',
  'quizBest',
  'cardsDue',
  'cardsMastered',
  'streak',
  'pointsThisWeek',
  'points',
  'lastActive',
  'plans',
  'return',
  'stuck',
] as const;
export type ClassSortKey = (typeof classSortKeys)[number];
export type SortOrder = 'asc' | 'desc';
export interface ClassSorting {
  key: ClassSortKey;
  order: SortOrder;
}

/** The columns in the table's (and the CSV's) order, with the way each sorts when first chosen. */
export const classColumns: readonly {
  key: ClassSortKey;
  label: string;
  firstOrder: SortOrder;
}[] = [
  { key: 'name', label: 'Student', firstOrder: 'asc' },
  { key: 'lessons', label: 'Lessons', firstOrder: 'desc' },
  { key: 'quizBest', label: 'Quiz best', firstOrder: 'desc' },
  { key: 'cardsDue', label: 'Cards due', firstOrder: 'desc' },
  { key: 'cardsMastered', label: 'Mastered', firstOrder: 'desc' },
  { key: 'streak', label: 'Streak', firstOrder: 'desc' },
  { key: 'pointsThisWeek', label: 'This week', firstOrder: 'desc' },
  { key: 'points', label: 'Points', firstOrder: 'desc' },
  { key: 'lastActive', label: 'Last active', firstOrder: 'desc' },
  { key: 'plans', label: 'Plans', firstOrder: 'desc' },
  { key: 'return', label: 'Return', firstOrder: 'desc' },
  { key: 'stuck', label: 'Stuck', firstOrder: 'desc' },
];

/** How each way of a column reads in the phone's 'Sort by' choice. */
const orderWords: Partial<Record<ClassSortKey, Record<SortOrder, string>>> = {
  name: { asc: 'A to Z', desc: 'Z to A' },
  lastActive: { desc: 'most recent first', asc: 'longest ago first' },
  stuck: { desc: 'stuck first', asc: 'stuck last' },
};

/**
 * The phone's 'Sort by' choices (the table sorts by its column headers): every column, each way,
 * the way it first sorts first.
 */
export const classSortChoices: readonly { label: string; sorting: ClassSorting }[] =
  classColumns.flatMap(({ key, label, firstOrder }) => {
    const other: SortOrder = firstOrder === 'asc' ? 'desc' : 'asc';
    const words = orderWords[key] ?? { desc: 'highest first', asc: 'lowest first' };
    return [firstOrder, other].map((order) => ({
      label: `${label}, ${words[order]}`,
      sorting: { key, order },
    }));
  });

/** The club's order until the teacher picks another: by name, as the server lists them. */
export const DEFAULT_CLASS_SORTING: ClassSorting = { key: 'name', order: 'asc' };

export function nextSorting(current: ClassSorting, key: ClassSortKey): ClassSorting {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  const column = classColumns.find((candidate) => candidate.key === key);
  return { key, order: column?.firstOrder ?? 'asc' };
}

function sortValue(row: ClassRow, key: Exclude<ClassSortKey, 'name'>): number | null {
  const { student } = row;
  switch (key) {
    case 'lessons':
      return student.lessonsCompleted;
    case 'quizBest':
      return row.quizBest;
    case 'cardsDue':
      return row.cardsDue;
    case 'cardsMastered':
      return student.cardsMastered;
    case 'streak':
      return student.streak;
    case 'pointsThisWeek':
      return student.pointsThisWeek;
    case 'points':
      return student.points;
    case 'lastActive':
      return student.lastActiveAt === null ? null : Date.parse(student.lastActiveAt);
    case 'plans':
      return student.plansCompleted;
    case 'return':
      return student.returnBasisPoints;
    case 'stuck':
      return student.stuck.length;
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Last name, then first name, then username: the server's order. */
function compareNames(a: ClassRow, b: ClassRow): number {
  return (
    collator.compare(a.student.lastName, b.student.lastName) ||
    collator.compare(a.student.firstName, b.student.firstName) ||
    collator.compare(a.student.username, b.student.username)
  );
}

/**
 * The rows in the order chosen. A student without a value (no quiz yet, never active, no
 * valuation) comes last whichever the direction; equal values keep the name order.
 */
export function sortClassRows(rows: readonly ClassRow[], { key, order }: ClassSorting): ClassRow[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return compareNames(a, b) * direction;
    const [x, y] = [sortValue(a, key), sortValue(b, key)];
    if (x === null || y === null) {
      if (x === y) return compareNames(a, b);
      return x === null ? 1 : -1;
    }
    return (x - y) * direction || compareNames(a, b);
  });
}

export interface ClassFilter {
  /** Words each found in the name or username (case-insensitive). */
  query: string;
  isStuckOnly: boolean;
  /** Only the students who have not done this assignment (their ids), or everyone when null. */
  notDoneBy: ReadonlySet<number> | null;
}

export function filterClassRows(rows: readonly ClassRow[], filter: ClassFilter): ClassRow[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.isStuckOnly && row.student.stuck.length === 0) return false;
    if (filter.notDoneBy && !filter.notDoneBy.has(row.student.userId)) return false;
    const text = `${row.name} ${row.student.username}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** "85%", or '—' before a first quiz. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value}%`;
}

/** The portfolio return from hundredths of a percent: "+12.34%", "-0.50%", or '—' before a valuation. */
export function formatReturn(basisPoints: number | null): string {
  if (basisPoints === null) return '—';
  const percent = (basisPoints / 100).toFixed(2);
  return basisPoints > 0 ? `+${percent}%` : `${percent}%`;
}

/** Whether the student did anything in the `days` days before `now`. */
export function isActiveWithin(student: ClassStudent, days: number, now: Date): boolean {
  if (student.lastActiveAt === null) return false;
  return now.getTime() - Date.parse(student.lastActiveAt) < days * 24 * 3600 * 1000;
}
