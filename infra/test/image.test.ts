import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * There is no Docker engine on our machines, so infra/Dockerfile cannot be built here. This test
 * reads it and checks what would otherwise only show at `docker build`.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The Dockerfile's instructions, one per entry, with line continuations joined. */
function dockerfileInstructions(text: string): { keyword: string; args: string }[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('infra/Dockerfile', () => {
  const instructions = dockerfileInstructions(readRepoFile('infra/Dockerfile'));
  const globalArgs = new Map<string, string>();
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') break;
    const [name = '', value = ''] = instruction.args.split('=');
    if (instruction.keyword === 'ARG') globalArgs.set(name, value);
  }
  const fromIndexes = instructions.flatMap((instruction, index) =>
    instruction.keyword === 'FROM' ? [index] : [],
  );
  const finalStage = instructions.slice(fromIndexes.at(-1));
  const baseImages = fromIndexes.map((index) => {
    const image = instructions[index]?.args.split(/\s+/)[0] ?? '';
    return image.replace(/^\$\{?(\w+)\}?$/, (_match, name: string) => globalArgs.get(name) ?? '');
  });
  const runs = instructions
    .filter((instruction) => instruction.keyword === 'RUN')
    .map((instruction) => instruction.args);

  it('when built, then every stage starts from Node 24', () => {
    const nodeStages = baseImages.filter((image) => image !== 'deps' && image !== 'build');
    expect(nodeStages.length).toBeGreaterThan(0);
    for (const image of nodeStages) expect(image).toMatch(/^node:24(\.|-|$)/);
  });

  it('when built, then it installs from the lock file, generates the Prisma clients and builds the web app', () => {
    expect(runs.some((run) => run.includes('npm ci'))).toBe(true);
    expect(runs.some((run) => run.includes('npm run generate'))).toBe(true);
    expect(runs.some((run) => run.includes('npm run build --workspace web'))).toBe(true);
  });

  it('when the build runs npm scripts, then those scripts and the files they run exist', () => {
    const rootScripts = (
      JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> }
    ).scripts;
    const webScripts = (
      JSON.parse(readRepoFile('web/package.json')) as { scripts: Record<string, string> }
    ).scripts;
    expect(webScripts.build).toBeDefined();
    const generate = rootScripts.generate ?? '';
    expect(generate).not.toBe('');
    const generateFile = /^node\s+(\S+)/.exec(generate)?.[1];
    if (generateFile)
      expect(existsSync(path.join(REPO_ROOT, generateFile)), generateFile).toBe(true);
  });

  it('when dependencies are installed, then every workspace manifest has been copied first', () => {
    const rootManifest = JSON.parse(readRepoFile('package.json')) as { workspaces: string[] };
    const workspaces = rootManifest.workspaces.flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      return readdirSync(path.join(REPO_ROOT, parent), { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() &&
            existsSync(path.join(REPO_ROOT, parent, entry.name, 'package.json')),
        )
        .map((entry) => `${parent}/${entry.name}`);
    });
    const npmCiIndex = instructions.findIndex(
      (instruction) => instruction.keyword === 'RUN' && instruction.args.includes('npm ci'),
    );
    const copiedBefore = instructions
      .slice(0, npmCiIndex)
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => instruction.args);
    expect(copiedBefore.some((args) => args.includes('package-lock.json'))).toBe(true);
    for (const workspace of workspaces) {
      expect(
        copiedBefore.some((args) => args.startsWith(`${workspace}/package.json`)),
        workspace,
      ).toBe(true);
    }
  });

  it('when the final image runs, then it is production mode and not root', () => {
    const env = finalStage
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((instruction) => instruction.args);
    expect(env.some((args) => /\bNODE_ENV=production\b/.test(args))).toBe(true);
    const user = finalStage.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0', 'root:root']).not.toContain(user);
  });

  it('when no command is given, then the image runs the workspace named by SERVICE through tsx', () => {
    const cmd = finalStage.find((instruction) => instruction.keyword === 'CMD')?.args ?? '';
    expect(cmd).toContain('tsx');
    expect(cmd).toContain('$SERVICE/src/main.ts');
    expect(
      finalStage.some(
        (instruction) => instruction.keyword === 'ARG' && instruction.args.startsWith('SERVICE'),
      ),
    ).toBe(true);
  });
});

describe('.dockerignore', () => {
  it('when the build context is sent, then installed and built files stay behind', () => {
    const ignored = readRepoFile('.dockerignore')
      .split(/\r?\n/)
      .map((line) => line.trim());
    expect(ignored).toContain('**/node_modules');
    expect(ignored).toContain('.env');
    expect(ignored).toContain('.git');
  });
});
