import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import { BUDGET_QUESTIONS_FILE, ContentError, loadBudgetQuestions } from './questions.loader.ts';

let root: string;
let file: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fc-budget-questions-'));
  file = path.join(root, 'content', 'questions.yaml');
  await mkdir(path.dirname(file));
  // Errors name the file as typed from where the service runs; here that is the temp folder.
  vi.spyOn(process, 'cwd').mockReturnValue(root);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

type Edit = (document: ReturnType<typeof parseDocument>) => void;

/** Writes the shipped file with one edit made to it, keeping its comments. */
async function writeShippedWith(edit: Edit) {
  const document = parseDocument(await readFile(BUDGET_QUESTIONS_FILE, 'utf8'));
  edit(document);
  await writeFile(file, document.toString());
}

function loadingFails(): ContentError {
  try {
    loadBudgetQuestions(file);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('the questions loaded');
}

describe('the questions loader', () => {
  it('when the shipped file is copied unchanged, then it loads the same 29 questions and the 7 optional ones', async () => {
    await writeShippedWith(() => {});
    const questions = loadBudgetQuestions(file);
    expect(questions).toEqual(loadBudgetQuestions());
    expect(questions.filter((question) => !question.isOptional)).toHaveLength(29);
    expect(questions).toHaveLength(36);
  });

  it.each<[string, Edit, string]>([
    [
      'a question lacks a field',
      (document) => document.deleteIn(['questions', 3, 'title']),
      'questions.3.title: question "student_loan_research": Invalid input: expected string, received undefined',
    ],
    [
      'a field has the wrong type',
      (document) => document.setIn(['questions', 0, 'options'], 'Community college'),
      'questions.0.options: question "education_path": Invalid input: expected array, received string',
    ],
    [
      'an id is used twice',
      (document) => document.setIn(['questions', 4, 'id'], 'education_path'),
      'questions.4.id: question "education_path": its id repeats questions.0.id',
    ],
    [
      'a select question has a single option',
      (document) => document.setIn(['questions', 0, 'options'], ['Community college']),
      'questions.0.options: question "education_path": a select question needs 2 to 6 options',
    ],
    [
      'a More Costs question is not marked optional',
      (document) => document.deleteIn(['questions', 30, 'isOptional']),
      'questions.30.isOptional: question "health_insurance": the More Costs questions are optional (isOptional: true), and only they are',
    ],
    [
      'a required question follows the optional ones',
      (document) => {
        const moved = document.getIn(['questions', 0]);
        document.deleteIn(['questions', 0]);
        document.addIn(['questions'], moved);
      },
      'questions.35.category: question "education_path": a More Costs question (questions.28) comes before it: the More Costs questions come last',
    ],
    [
      'a number question has no bounds',
      (document) => document.deleteIn(['questions', 9, 'bounds']),
      'questions.9.bounds: question "starting_salary": number questions have bounds (max, and low or high where an amount is unusual), and only they do',
    ],
    [
      'an unusual amount is past the largest the question takes',
      (document) => document.setIn(['questions', 9, 'bounds', 'high', 'amount'], 20_000_000),
      'questions.9.bounds.high: question "starting_salary": high.amount must be below max',
    ],
    [
      'a field name is misspelt',
      (document) => document.setIn(['questions', 2, 'titel'], 'Paying'),
      'questions.2: question "education_funding": Unrecognized key: "titel"',
    ],
  ])(
    'when %s, then the error names the file, the place and the question',
    async (_, edit, problem) => {
      await writeShippedWith(edit);
      expect(loadingFails().message).toBe(`content/questions.yaml: ${problem}`);
    },
  );

  it('when several things are wrong, then the error lists each place', async () => {
    await writeShippedWith((document) => {
      document.setIn(['questions', 1, 'category'], 'Hobbies');
      document.setIn(['questions', 5, 'research', 'sources', 0, 'url'], 'http://www.bls.gov/ooh/');
    });
    const { message } = loadingFails();
    expect(message).toMatch(
      /^content\/questions\.yaml: questions\.1\.category: question "college_cost_research": Invalid option: .*; /,
    );
    expect(message).toContain(
      'questions.5.research.sources.0.url: question "grad_school_research": must be an https link',
    );
  });

  it('when the file does not list questions, then the error says so', async () => {
    await writeFile(file, 'question: []\n');
    expect(loadingFails().message).toBe(
      'content/questions.yaml: questions: Invalid input: expected array, received undefined; Unrecognized key: "question"',
    );
  });

  it('when the file is not valid YAML, then the error names the file', async () => {
    await writeFile(file, 'questions:\n  - id: [unclosed\n');
    expect(loadingFails().message).toMatch(/^content\/questions\.yaml: /);
  });

  it('when the file is missing, then the error names it', () => {
    expect(loadingFails().message).toBe('content/questions.yaml: the file is missing');
  });

  it('when the file lies outside the folder the service runs in, then the error gives its full path', async () => {
    vi.spyOn(process, 'cwd').mockReturnValue(path.join(root, 'elsewhere'));
    await writeFile(file, 'questions: []\n');
    expect(loadingFails().message).toBe(`${file}: questions: must list at least one question`);
  });
});
