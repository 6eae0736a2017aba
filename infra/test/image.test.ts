import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerfileInstructions } from './support/dockerfile.ts';

/**
 * There is no Docker engine on our machines, so infra/Dockerfile cannot be built here. This test
 * reads it and checks what would otherwise only show at `docker build`.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

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

  it('when built, then every stage starts from Node 24, pinned to an exact release', () => {
    const nodeStages = baseImages.filter((image) => image.startsWith('node:'));
    expect(nodeStages.length).toBe(baseImages.filter((image) => image.includes(':')).length);
    expect(nodeStages.length).toBeGreaterThan(0);
    for (const image of nodeStages) expect(image).toMatch(/^node:24\.\d+\.\d+-/);
  });

  it('when built, then it installs from the lock file, generates the Prisma clients, builds the web app and bundles every process', () => {
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(runs.some((run) => /\bnpm install\b/.test(run))).toBe(false);
    expect(runs.some((run) => run.includes('npm run generate'))).toBe(true);
    expect(runs.some((run) => run.includes('npm run build --workspace web'))).toBe(true);
    expect(runs.some((run) => run.includes('node scripts/build-services.mjs'))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, 'scripts', 'build-services.mjs'))).toBe(true);
  });

  it('when the final image is made, then it takes production dependencies only', () => {
    expect(runs.some((run) => /npm (prune|ci)\b.*--omit=dev/.test(run))).toBe(true);
    const copies = finalStage
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => instruction.args);
    // Never the whole build stage: that has the devDependencies and the sources.
    expect(copies.some((args) => /\s\/app\/?\s/.test(`${args} `))).toBe(false);
    expect(copies.some((args) => args.includes('/app/node_modules'))).toBe(true);
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

  it('when no command is given, then the image runs the bundle of the process named by SERVICE with plain node', () => {
    const cmd = finalStage.find((instruction) => instruction.keyword === 'CMD')?.args ?? '';
    expect(cmd).not.toContain('tsx');
    expect(cmd).toMatch(/exec node \\?"\$SERVICE\/dist\/\$ENTRY\.js\\?"/);
    for (const name of ['SERVICE', 'ENTRY']) {
      expect(
        finalStage.some(
          (instruction) => instruction.keyword === 'ARG' && instruction.args.startsWith(name),
        ),
        name,
      ).toBe(true);
    }
    // Every process of scripts/processes.json is some SERVICE/dist/ENTRY.js.
    const processes = JSON.parse(readRepoFile('scripts/processes.json')) as { entry: string }[];
    for (const { entry } of processes) expect(entry).toMatch(/^[\w/-]+\/src\/\w+\.ts$/);
  });

  it('when the container runs, then it needs no writable root filesystem', () => {
    // The processes write only to stdout/stderr (pino) and, where anything, to /tmp: a read-only
    // root with a tmpfs /tmp is how docs/image.md runs it.
    expect(finalStage.some((instruction) => instruction.keyword === 'VOLUME')).toBe(false);
    const chown = finalStage.some(
      (instruction) => instruction.keyword === 'COPY' && instruction.args.includes('--chown'),
    );
    expect(chown, 'the files of the image stay owned by root').toBe(false);
  });
});

describe('.dockerignore', () => {
  it('when the build context is sent, then installed and built files stay behind', () => {
    const ignored = readRepoFile('.dockerignore')
      .split(/\r?\n/)
      .map((line) => line.trim());
    expect(ignored).toContain('**/node_modules');
    expect(ignored).toContain('**/dist');
    expect(ignored).toContain('.env');
    expect(ignored).toContain('.env.*');
    expect(ignored).toContain('.git');
  });
});
