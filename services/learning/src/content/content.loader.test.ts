import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './content.loader.ts';
import { splitCheckBlock } from './lesson-checks.ts';

const shipped = path.join(import.meta.dirname, '..', '..', 'content', 'modules');
let root: string;

beforeEach(async () => {
  // A copy of content/ (modules/ and the years/ files beside it); root is its modules/ folder.
  const copy = await mkdtemp(path.join(tmpdir(), 'fc-content-'));
  await cp(path.dirname(shipped), copy, { recursive: true });
  root = path.join(copy, 'modules');
});
afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

const firstModule = () => path.join(root, '01-budgeting-basics');

describe('content loader', () => {
  it('when the shipped content loads, then every module has lessons, flashcards and a quiz with stable ids', async () => {
    const modules = await loadContent(shipped);
    expect(modules.map((module) => module.id).slice(0, 2)).toEqual([1, 2]);
    expect(modules.map((module) => module.id)).toEqual(modules.map((_, index) => index + 1));
    for (const module of modules) {
      expect(module.lessons.length).toBeGreaterThan(0);
      expect(module.lessons.map((lesson) => lesson.id)).toEqual(
        module.lessons.map((_, index) => module.id * 100 + index + 1),
      );
      expect(module.flashcards.length).toBeGreaterThanOrEqual(10);
      expect(module.quiz.length).toBeGreaterThanOrEqual(8);
      for (const lesson of module.lessons) expect(lesson.wordCount).toBeGreaterThan(300);
    }
  });

  it.each([
    [
      'quiz.yaml',
      '- question: "Broken?"\n  options: ["a", "b"]\n  correctAnswer: 5\n  explanation: "x"\n',
      '01-budgeting-basics/quiz.yaml: 10.correctAnswer: correctAnswer must be the index of one of the options',
    ],
    [
      'flashcards.yaml',
      '- question: "Q"\n  answer: "A"\n  difficulty: impossible\n',
      '01-budgeting-basics/flashcards.yaml: 12.difficulty:',
    ],
  ])(
    'when %s has a bad entry, then loading fails naming the file and the problem',
    async (file, extra, message) => {
      await appendFile(path.join(firstModule(), file), extra);
      const failure = loadContent(root);
      await expect(failure).rejects.toBeInstanceOf(ContentError);
      await expect(failure).rejects.toThrow(message);
    },
  );

  it('when module.yaml has a value outside its list, then loading fails naming the field', async () => {
    const file = path.join(firstModule(), 'module.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^color: .*$/m, 'color: rainbow'));
    await expect(loadContent(root)).rejects.toThrow('01-budgeting-basics/module.yaml: color:');
  });

  it('when a YAML file does not parse, then loading fails naming the file', async () => {
    await writeFile(path.join(firstModule(), 'flashcards.yaml'), '- question: [unclosed\n');
    await expect(loadContent(root)).rejects.toThrow(/^01-budgeting-basics\/flashcards\.yaml: /);
  });

  it('when a lesson has no front matter, then loading fails naming the lesson file', async () => {
    await writeFile(
      path.join(firstModule(), 'lessons', '02-income-and-your-paycheck.md'),
      'Just text, no front matter.',
    );
    await expect(loadContent(root)).rejects.toThrow(
      '01-budgeting-basics/lessons/02-income-and-your-paycheck.md: must start with front matter between --- lines',
    );
  });

  it('when a lesson front matter lacks its title, then loading fails naming the field', async () => {
    await writeFile(
      path.join(firstModule(), 'lessons', '02-income-and-your-paycheck.md'),
      '---\nestimatedMinutes: 3\n---\nText.',
    );
    await expect(loadContent(root)).rejects.toThrow(
      '01-budgeting-basics/lessons/02-income-and-your-paycheck.md: title:',
    );
  });

  it('when the module id does not match its folder, then loading fails', async () => {
    const file = path.join(firstModule(), 'module.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^id: 1$/m, 'id: 7'));
    await expect(loadContent(root)).rejects.toThrow(
      '01-budgeting-basics/module.yaml: id is 7 but the folder says 1',
    );
  });

  it('when a flashcard question appears twice, then loading fails', async () => {
    await appendFile(
      path.join(firstModule(), 'flashcards.yaml'),
      '- question: "Dup?"\n  answer: "A"\n  difficulty: easy\n- question: "Dup?"\n  answer: "B"\n  difficulty: easy\n',
    );
    await expect(loadContent(root)).rejects.toThrow(
      '01-budgeting-basics/flashcards.yaml: the question "Dup?" appears twice',
    );
  });

  it('when course.yaml orders the modules, then each module has its position in that order, not its id', async () => {
    const modules = await loadContent(root);
    const order = modules.toSorted((a, b) => a.position - b.position).map((module) => module.id);
    expect(order.slice(0, 3)).toEqual([1, 16, 3]);
    expect(order).toHaveLength(modules.length);
  });

  it('when course.yaml leaves a module out, names one twice or names no module, then loading fails saying which', async () => {
    const courseFile = path.join(path.dirname(root), 'course.yaml');
    const shippedOrder = await readFile(courseFile, 'utf8');
    await writeFile(courseFile, shippedOrder.replace('  - 13-financial-statements\n', ''));
    await expect(loadContent(root)).rejects.toThrow(
      'course.yaml: every module must be in the order; missing 13-financial-statements',
    );
    await writeFile(courseFile, `${shippedOrder}  - 01-budgeting-basics\n`);
    await expect(loadContent(root)).rejects.toThrow(
      'course.yaml: 01-budgeting-basics is listed twice',
    );
    await writeFile(courseFile, `${shippedOrder}  - 21-made-up\n`);
    await expect(loadContent(root)).rejects.toThrow(
      'course.yaml: 21-made-up is not a module folder',
    );
  });

  it('when quiz.yaml is missing, then loading fails naming it', async () => {
    await rm(path.join(firstModule(), 'quiz.yaml'));
    await expect(loadContent(root)).rejects.toThrow(
      '01-budgeting-basics/quiz.yaml: the file is missing',
    );
  });
});

describe('the check for understanding block', () => {
  const lesson = (block: string) =>
    [
      '**Key Takeaways**',
      '',
      '• Spend on purpose.',
      '',
      '**Check your understanding**',
      '',
      block,
    ].join('\n');
  const file = '01-budgeting-basics/lessons/01-what-is-a-budget.md';

  it('when the block is well formed, then its questions come out structured and leave the text', () => {
    const { text, checks } = splitCheckBlock(
      file,
      lesson(
        [
          '? What is net cash flow?',
          '- Money in plus money out',
          '* Money in minus money out',
          '> It is what is left after spending:',
          '> positive means you can save.',
          '',
          '? Is a budget a punishment?',
          '* No',
          '- Yes',
          '> It is a plan for spending on purpose.',
        ].join('\n'),
      ),
    );
    expect(text).toBe('**Key Takeaways**\n\n• Spend on purpose.');
    expect(checks).toEqual([
      {
        question: 'What is net cash flow?',
        options: ['Money in plus money out', 'Money in minus money out'],
        correctIndex: 1,
        explanation: 'It is what is left after spending: positive means you can save.',
      },
      {
        question: 'Is a budget a punishment?',
        options: ['No', 'Yes'],
        correctIndex: 0,
        explanation: 'It is a plan for spending on purpose.',
      },
    ]);
  });

  it('when a lesson has no block, then it has no checks and its text is unchanged', () => {
    expect(splitCheckBlock(file, 'Just text.')).toEqual({ text: 'Just text.', checks: [] });
  });

  it.each([
    ['two right options', '? Q?\n* A\n* B\n> Why.', '"Q?" needs exactly one right option'],
    ['no right option', '? Q?\n- A\n- B\n> Why.', '"Q?" needs exactly one right option'],
    ['five options', '? Q?\n* A\n- B\n- C\n- D\n- E\n> Why.', 'has at most four options'],
    ['one option', '? Q?\n* A\n> Why.', 'needs at least two options'],
    ['no explanation', '? Q?\n* A\n- B', '0.explanation: must not be empty'],
    ['repeated options', '? Q?\n* A\n- A\n> Why.', 'options must be distinct'],
    ['a stray line', '? Q?\n* A\n- B\nA note\n> Why.', 'line "A note" must start with'],
    ['an option before any question', '- A\n? Q?', 'comes before the first "? " question'],
    ['an option after the explanation', '? Q?\n* A\n> Why.\n- B', 'options must come before'],
    ['no questions', '', 'needs at least one question'],
    [
      'three questions',
      ['1', '2', '3'].map((n) => `? Q${n}?\n* A\n- B\n> Why.`).join('\n'),
      'has at most two questions',
    ],
  ])(
    'when the block has %s, then it is refused naming the file and the problem',
    (_, block, message) => {
      expect(() => splitCheckBlock(file, lesson(block))).toThrow(ContentError);
      expect(() => splitCheckBlock(file, lesson(block))).toThrow(`${file}: check block: `);
      expect(() => splitCheckBlock(file, lesson(block))).toThrow(message);
    },
  );
});

describe('content loader with a malformed check', () => {
  it('when a lesson check marks two right options, then loading fails naming the lesson file', async () => {
    const file = path.join(
      root,
      '01-budgeting-basics',
      'lessons',
      '02-income-and-your-paycheck.md',
    );
    // The first wrong option of its check marked right too: two right options.
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(/(\n\? .*\n(?:\* .*\n)?)- /, '$1* '),
    );
    await expect(loadContent(root)).rejects.toThrow(
      /^01-budgeting-basics\/lessons\/02-income-and-your-paycheck\.md: check block: .* needs exactly one right option/,
    );
  });

  it('when the shipped lessons load, then each check is returned apart from the lesson text', async () => {
    const [budgeting] = await loadContent(shipped);
    const first = budgeting?.lessons[0];
    expect(first?.content.startsWith('**You will be able to:**')).toBe(true);
    expect(first?.content).not.toContain('Check your understanding');
    expect(first?.checks[0]).toMatchObject({
      question: expect.stringContaining('net cash flow'),
      correctIndex: 1,
    });
  });
});
