import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './content.loader.ts';
import { CURRENT_CONTENT_YEAR, formatFigure, loadYearFigures } from './content.years.ts';

/**
 * Dated figures (tax amounts, limits, deadlines) live only in content/years/<year>.yaml; lessons,
 * flashcards and quizzes name them with {{year.…}} placeholders, so next year is a one-file change.
 */
const contentDir = path.join(import.meta.dirname, '..', '..', 'content');
const modulesDir = path.join(contentDir, 'modules');
const yearsDir = path.join(contentDir, 'years');

/**
 * Years 2020–2030 that may stay in the text because they date a past event, not a figure that
 * changes (each phrase must contain the year; anything else with such a year fails the test).
 */
const HISTORICAL = [
  'In March 2020',
  'By July 2023',
  'again in 2020',
  'in March 2020',
  'in 2021, factory shutdowns',
  '2021 to 2022',
  'in 2022, an energy price spike',
  'June 2022, the CPI rose',
  'pandemic recession of 2020 ran from February to April 2020',
  'from May to October 2022',
  'Since 2023, the bureaus',
  "Fitch in 2023, and Moody's in 2025",
  'A Real Example: 2022',
  'In 2022, the Federal Reserve',
  'in 2022 both stocks and bonds',
  'In July 2022 the 2-year',
  'In March 2023, Silicon Valley Bank',
  'In 2024, a financial technology company called Synapse',
  'in 2020, but many banks',
  'In June 2022, for example',
  '1928 through 2023',
  'in 2022, when interest rates rose',
  'as they did in 2022',
  'In early 2020, fear of the pandemic',
  'In January 2021, social media',
  'were high in 2023 and 2024',
  'since March 2020',
  'federal law passed in 2025',
];

interface ContentText {
  file: string;
  text: string;
}

/** Every lesson, flashcards.yaml and quiz.yaml as written (placeholders not filled in). */
async function rawContent(): Promise<ContentText[]> {
  const texts: ContentText[] = [];
  for (const folder of (await readdir(modulesDir)).sort()) {
    const dir = path.join(modulesDir, folder);
    const lessons = await readdir(path.join(dir, 'lessons')).catch(() => [] as string[]);
    const files = [
      'module.yaml',
      'flashcards.yaml',
      'quiz.yaml',
      ...lessons.map((file) => `lessons/${file}`),
    ];
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8').catch(() => undefined);
      if (text !== undefined) texts.push({ file: `${folder}/${file}`, text });
    }
  }
  return texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "$16,100" but not "$16,1000"; "6.2%" but not "16.2%". */
const literalPattern = (display: string) =>
  new RegExp(`(?<![\\d.,])${escape(display)}(?![\\d]|,\\d)`, 'g');

const excerpt = (text: string, index: number) =>
  text.slice(Math.max(0, index - 40), index + 40).replace(/\s+/g, ' ');

describe('dated figures in the content', () => {
  it('when any lesson, flashcard or quiz names a year from 2020 to 2030, then it is a past event on the allow-list or a placeholder', async () => {
    const problems: string[] = [];
    for (const { file, text } of await rawContent()) {
      let scrubbed = text.replace(/\{\{[^{}]*\}\}/g, ' ');
      for (const phrase of HISTORICAL) scrubbed = scrubbed.split(phrase).join(' ');
      for (const match of scrubbed.matchAll(/(?<![\d$,.])(20[2][0-9]|2030)(?!\d)/g))
        problems.push(`${file}: "${excerpt(scrubbed, match.index)}"`);
    }
    expect(problems).toEqual([]);
  });

  it('when any lesson, flashcard or quiz states a dated figure of the year file (or an earlier year) literally, then it fails naming the file', async () => {
    const year = await loadYearFigures(yearsDir, CURRENT_CONTENT_YEAR);
    const checks: { name: string; display: string }[] = [];
    for (const figure of year.figures.values()) {
      if (figure.format === 'text') continue;
      if (!figure.literalAllowed) checks.push({ name: figure.name, display: figure.display });
      for (const former of figure.formerValues ?? [])
        checks.push({
          name: `${figure.name} (earlier year)`,
          display: formatFigure(former, figure.format),
        });
    }
    expect(checks.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const { file, text } of await rawContent()) {
      const scrubbed = text.replace(/\{\{[^{}]*\}\}/g, ' ');
      for (const { name, display } of checks)
        for (const match of scrubbed.matchAll(literalPattern(display)))
          problems.push(`${file}: ${display} is ${name}: "${excerpt(scrubbed, match.index)}"`);
    }
    expect(problems).toEqual([]);
  });

  it('when the check meets "in 2024" or a hard-coded "$14,600", then it reports them', () => {
    const text = 'In 2024 the standard deduction was $14,600 for a single filer.';
    expect([...text.matchAll(/(?<![\d$,.])(20[2][0-9]|2030)(?!\d)/g)].map((m) => m[0])).toEqual([
      '2024',
    ]);
    expect(text.match(literalPattern(formatFigure(14600, 'money')))).toEqual(['$14,600']);
    expect('A $16,1000 typo'.match(literalPattern('$16,100'))).toBeNull();
    expect('rose 16.2% in a year'.match(literalPattern('6.2%'))).toBeNull();
  });

  it('when the year file is read, then every figure has a source and every unverified one says why', async () => {
    const year = await loadYearFigures(yearsDir, CURRENT_CONTENT_YEAR);
    expect(year.figures.get('standardDeduction.single')?.display).toBe('$16,100');
    expect(year.figures.get('payroll.socialSecurityWageBase')?.display).toBe('$184,500');
    for (const figure of year.figures.values()) {
      expect(figure.source.length, figure.name).toBeGreaterThan(10);
      if (!figure.verified) expect(figure.note, figure.name).toBeTruthy();
    }
  });
});

describe('year placeholders in the loader', () => {
  let copy: string | undefined;
  afterEach(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
    copy = undefined;
  });

  /** A copy of content/ holding only module 01 (so other modules' work in progress does not matter). */
  async function copyOfContent() {
    copy = await mkdtemp(path.join(tmpdir(), 'fc-years-'));
    await cp(yearsDir, path.join(copy, 'years'), { recursive: true });
    await cp(
      path.join(modulesDir, '01-budgeting-basics'),
      path.join(copy, 'modules', '01-budgeting-basics'),
      { recursive: true },
    );
    await writeFile(path.join(copy, 'course.yaml'), 'order:\n  - 01-budgeting-basics\n');
    return {
      root: path.join(copy, 'modules'),
      module: path.join(copy, 'modules', '01-budgeting-basics'),
      years: path.join(copy, 'years'),
    };
  }

  it('when a lesson title and body, a flashcard and a quiz question use placeholders, then the loaded content shows the formatted figures', async () => {
    const { root, module } = await copyOfContent();
    const lessonFile = path.join(module, 'lessons', '02-income-and-your-paycheck.md');
    const lesson = await readFile(lessonFile, 'utf8');
    await writeFile(
      lessonFile,
      lesson
        .replace(/^title: .*$/m, 'title: "Your {{year.taxYear}} Paycheck"')
        .replace(
          /\n---\n/,
          '\n---\nThe standard deduction is {{ year.standardDeduction.single }}.\n\n',
        ),
    );
    await appendFile(
      path.join(module, 'flashcards.yaml'),
      '- question: "What is the Social Security wage base in {{year.taxYear}}?"\n  answer: "{{year.payroll.socialSecurityWageBase}}"\n  difficulty: easy\n',
    );
    await appendFile(
      path.join(module, 'quiz.yaml'),
      '- question: "When are {{year.taxYear}} returns due?"\n  options: ["{{year.filing.deadline}}", "Never"]\n  correctAnswer: 0\n  explanation: "Employees pay {{year.payroll.socialSecurityRate}}; the minimum wage is {{year.minimumWage.federal}}."\n',
    );

    const [loaded] = await loadContent(root);
    const paycheck = loaded?.lessons[1];
    expect(paycheck?.title).toBe('Your 2026 Paycheck');
    expect(paycheck?.content).toContain('The standard deduction is $16,100.');
    expect(loaded?.flashcards.at(-1)).toMatchObject({
      question: 'What is the Social Security wage base in 2026?',
      answer: '$184,500',
    });
    expect(loaded?.quiz.at(-1)).toMatchObject({
      question: 'When are 2026 returns due?',
      options: ['April 15, 2027', 'Never'],
      explanation: 'Employees pay 6.2%; the minimum wage is $7.25.',
    });
  });

  it('when a placeholder names no figure, then loading fails naming the file and the placeholder', async () => {
    const { root, module } = await copyOfContent();
    await appendFile(
      path.join(module, 'flashcards.yaml'),
      '- question: "Q?"\n  answer: "It is {{year.standardDeduction.singel}}"\n  difficulty: easy\n',
    );
    const failure = loadContent(root);
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toThrow(
      '01-budgeting-basics/flashcards.yaml: unknown placeholder {{year.standardDeduction.singel}}',
    );
  });

  it('when a lesson uses a placeholder without the year. prefix, then loading fails naming the lesson', async () => {
    const { root, module } = await copyOfContent();
    const files = await readdir(path.join(module, 'lessons'));
    const first = path.join(module, 'lessons', files.sort()[0] ?? '');
    await writeFile(first, `${await readFile(first, 'utf8')}\nSee {{standardDeduction.single}}.\n`);
    await expect(loadContent(root)).rejects.toThrow(
      `01-budgeting-basics/lessons/${path.basename(first)}: unknown placeholder {{standardDeduction.single}}`,
    );
  });

  it('when another year is chosen, then its file fills the placeholders, and a missing year file is a clear error', async () => {
    const { root, module, years } = await copyOfContent();
    const next = (await readFile(path.join(years, '2026.yaml'), 'utf8'))
      .replace(/^year: 2026$/m, 'year: 2027')
      .replace(/value: 16100$/m, 'value: 16550');
    await writeFile(path.join(years, '2027.yaml'), next);
    await appendFile(
      path.join(module, 'flashcards.yaml'),
      '- question: "Standard deduction?"\n  answer: "{{year.standardDeduction.single}}"\n  difficulty: easy\n',
    );
    const [loaded] = await loadContent(root, { year: 2027 });
    expect(loaded?.flashcards.at(-1)?.answer).toBe('$16,550');
    await expect(loadContent(root, { year: 2031 })).rejects.toThrow(
      'years/2031.yaml: the file is missing',
    );
  });
});
