import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dockerignoreModule from '@balena/dockerignore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRedisPrefix,
  testRedisUrl,
  type TestDatabase,
} from '@fc/testkit/infrastructure';
import { dockerfileInstructions, type DockerfileInstruction } from './support/dockerfile.ts';

/**
 * There is no Docker engine on our machines, so this test follows infra/Dockerfile's recipe by
 * hand: it copies the build context as `docker build` would send it (.dockerignore honoured),
 * runs the RUN steps of the stages the final image copies from, in order, assembles the final
 * image's /app from its `COPY --from` lines, and starts a service from that with plain `node`.
 * What it cannot check is the base image itself (Alpine, its Node): docs/image.md.
 *
 * Differences from a real build, all on purpose: npm uses its cache first (--prefer-offline), and
 * `node` is this repository's Node 24 (node_modules/.bin), standing in for the base image's.
 */

// CommonJS `module.exports = factory`, while its types declare `export default factory`.
const dockerignore = dockerignoreModule as unknown as typeof dockerignoreModule.default;

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const WORKDIR = '/app';
const BUILD_TIMEOUT_MS = 6 * 60_000;

interface Stage {
  name: string;
  from: string;
  instructions: DockerfileInstruction[];
}

/** The Dockerfile's stages, each with its instructions. */
function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of dockerfileInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const [from = '', , name = ''] = instruction.args.split(/\s+/);
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The stage and the stages it is built on, oldest first. */
function stageChain(stages: Stage[], name: string): Stage[] {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`infra/Dockerfile has no stage ${name}`);
  return stages.some((candidate) => candidate.name === stage.from)
    ? [...stageChain(stages, stage.from), stage]
    : [stage];
}

/** Copies the repository as `docker build` sends it: without what .dockerignore names. */
function copyBuildContext(to: string): void {
  const ignored = dockerignore().add(readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8'));
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, relative), { withFileTypes: true })) {
      const file = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (ignored.ignores(file)) continue;
      if (entry.isDirectory()) {
        mkdirSync(path.join(to, file), { recursive: true });
        walk(file);
      } else {
        cpSync(path.join(REPO_ROOT, file), path.join(to, file), { verbatimSymlinks: true });
      }
    }
  };
  walk('');
}

/** A stage's ENV lines as a map (KEY=value pairs; a value may be "quoted" or name an ARG). */
function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter(({ keyword }) => keyword === 'ENV')) {
    for (const [, key = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g))
      env[key] = value.replace(/^"|"$/g, '');
  }
  return env;
}

/** Runs one RUN step's shell command as Docker's shell form does (`/bin/sh -c`). */
function runStep(command: string, cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync('/bin/sh', ['-c', command], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status !== 0) {
    throw new Error(
      `RUN ${command} failed (${result.status ?? result.signal}):\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
    );
  }
}

/** Bare module names a bundle imports (esbuild writes `from "x"` and `import("x")`). */
function bareImports(bundle: string): string[] {
  const source = readFileSync(bundle, 'utf8');
  const names = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g)) {
    const name = match[1] ?? '';
    if (!name.startsWith('node:')) names.add(name);
  }
  return [...names].sort();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('infra/Dockerfile, built by hand', () => {
  const stages = dockerfileStages(
    readFileSync(path.join(REPO_ROOT, 'infra', 'Dockerfile'), 'utf8'),
  );
  const runtime = stages.at(-1);
  if (!runtime) throw new Error('infra/Dockerfile has no stage');
  const copiesFromBuild = runtime.instructions
    .filter(({ keyword, args }) => keyword === 'COPY' && args.startsWith('--from='))
    .map(({ args }) => {
      const [from = '', source = '', destination = ''] = args.split(/\s+/);
      return { stage: from.slice('--from='.length), source, destination };
    });
  const buildStage = copiesFromBuild[0]?.stage ?? '';
  const buildChain = stageChain(stages, buildStage);
  const runtimeEnv = stageEnv(runtime);

  const temp = mkdtempSync(path.join(tmpdir(), 'fc-image-'));
  const build = path.join(temp, 'build');
  const app = path.join(temp, 'app');
  let database: TestDatabase | undefined;
  let service: ChildProcess | undefined;
  let serviceOutput = '';

  beforeAll(() => {
    expect(new Set(copiesFromBuild.map(({ stage }) => stage))).toEqual(new Set([buildStage]));
    expect(buildChain.flatMap(({ instructions }) => instructions)).toContainEqual({
      keyword: 'COPY',
      args: '. .',
    });
    mkdirSync(build);
    copyBuildContext(build);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // This repository's Node 24 stands in for the base image's.
      PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      npm_config_prefer_offline: 'true',
      npm_config_update_notifier: 'false',
    };
    delete env.NODE_ENV;
    for (const stage of buildChain) {
      Object.assign(env, stageEnv(stage));
      for (const { args } of stage.instructions.filter(({ keyword }) => keyword === 'RUN'))
        runStep(args, build, env);
    }
    // The final image's /app: exactly what its COPY --from lines take.
    for (const { source, destination } of copiesFromBuild) {
      const from = path.join(build, path.relative(WORKDIR, source));
      const target = destination.endsWith('/')
        ? path.join(app, destination, path.basename(source))
        : path.join(app, destination);
      expect(existsSync(from), `COPY --from=${buildStage} ${source}`).toBe(true);
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(from, target, { recursive: true, verbatimSymlinks: true });
    }
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service?.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    rmSync(temp, { recursive: true, force: true });
  }, 60_000);

  it('when built, then the final image has production dependencies only', () => {
    const modules = path.join(app, 'node_modules');
    for (const devOnly of [
      'tsx',
      'vitest',
      'vite',
      'typescript',
      'esbuild',
      'prisma',
      'tailwindcss',
      '@fc/testkit',
      'testcontainers',
      'playwright-core',
      'react',
      'node',
    ]) {
      expect(existsSync(path.join(modules, devOnly)), devOnly).toBe(false);
    }
    // What the processes do need.
    for (const needed of ['@prisma/client', '@prisma/adapter-pg', 'express', 'bullmq', 'pg'])
      expect(existsSync(path.join(modules, needed)), needed).toBe(true);
    // No link in node_modules points at something the image does not have.
    const dangling: string[] = [];
    const check = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isSymbolicLink() && !existsSync(file)) dangling.push(path.relative(app, file));
        else if (entry.isDirectory() && !lstatSync(file).isSymbolicLink()) check(file);
      }
    };
    check(modules);
    expect(dangling).toEqual([]);
  });

  it('when built, then every process is a JavaScript bundle whose imports resolve in the image', () => {
    const processes = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'scripts', 'processes.json'), 'utf8'),
    ) as { name: string; entry: string }[];
    for (const { name, entry } of processes) {
      const bundle = path.join(app, entry.replace('/src/', '/dist/').replace(/\.ts$/, '.js'));
      expect(existsSync(bundle), name).toBe(true);
      // Resolved from the bundle's own folder, as its imports are at run time.
      const probe = path.join(path.dirname(bundle), `.resolve-probe-${name}.mjs`);
      writeFileSync(
        probe,
        `for (const name of ${JSON.stringify(bareImports(bundle))}) import.meta.resolve(name);\n`,
      );
      const result = spawnSync('node', [probe], { encoding: 'utf8', env: process.env });
      rmSync(probe);
      expect(result.stderr, name).toBe('');
      expect(result.status, name).toBe(0);
    }
  });

  it('when the auth service starts from the final image, then /healthz answers 200', async () => {
    const { url: databaseUrl } = (database = await createTestDatabase());
    const entry = `services/auth/dist/main.js`;
    const start = (port: number) => {
      serviceOutput = '';
      service = spawn('node', [entry], {
        cwd: app,
        env: {
          PATH: process.env.PATH,
          ...runtimeEnv,
          DATABASE_URL: databaseUrl,
          REDIS_URL: testRedisUrl(),
          REDIS_PREFIX: createTestRedisPrefix(),
          JWT_SECRET: 'image-recipe-test-secret-0123456789abcdef',
          ADMIN_PASSWORD: 'image-recipe-admin-1',
          MAIL_TRANSPORT: 'log',
          LOG_LEVEL: 'warn',
          PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      service.stdout?.on('data', (chunk: Buffer) => (serviceOutput += chunk.toString()));
      service.stderr?.on('data', (chunk: Buffer) => (serviceOutput += chunk.toString()));
      return service;
    };
    expect(runtimeEnv.NODE_ENV).toBe('production');

    const deadline = Date.now() + 30_000;
    let status = 0;
    // A port found free can be taken before the service listens on it (the other tests' outgoing
    // connections get their local ports from the same range): the service then ends with
    // EADDRINUSE, and is started again on another port.
    for (let attempt = 1; attempt <= 3 && status !== 200; attempt += 1) {
      const port = await freePort();
      const child = start(port);
      while (Date.now() < deadline && child.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/healthz`)
          .then((response) => response.status)
          .catch(() => 0);
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (status !== 200 && !serviceOutput.includes('EADDRINUSE')) break;
    }
    expect(status, serviceOutput).toBe(200);
  }, 60_000);

  it('when the migrate step runs from the final image, then every schema is migrated', async () => {
    const fresh = await createTestDatabase();
    try {
      const result = spawnSync('node', ['scripts/migrate.ts'], {
        cwd: app,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...runtimeEnv, DATABASE_URL: fresh.url },
      });
      expect(result.status, result.stderr).toBe(0);
      for (const schema of ['auth', 'learning', 'market', 'budget', 'rewards']) {
        expect(result.stdout).toMatch(new RegExp(`${schema}\\s+applied`));
      }
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
