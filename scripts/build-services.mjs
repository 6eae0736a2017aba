// Bundles every process of scripts/processes.json (the services, the market worker, the gateway)
// into one JavaScript file each with esbuild: services/<name>/dist/main.js, services/market/dist/
// worker.js, gateway/dist/main.js. The workspace packages (@fc/*) are bundled in; everything in
// node_modules stays an import. The browser tests start these bundles with plain `node`, which
// starts a process several times faster than tsx compiling the TypeScript on every start.
//
//   node scripts/build-services.mjs             build
//   node scripts/build-services.mjs --if-stale  build only if a bundle is missing or older than
//                                               one of the files it was built from
//
// A bundle keeps each source file's own `import.meta.dirname` / `import.meta.url` (rewritten to
// the source file's place relative to the bundle), so paths such as the migrations folder
// (src/../prisma/migrations) or services/budget/content/questions.yaml (src/questions/../..)
// resolve exactly as they do from the TypeScript.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const processes = JSON.parse(readFileSync(path.join(root, 'scripts', 'processes.json'), 'utf8'));

/** The bundle of an entry: `<package>/src/<file>.ts` -> `<package>/dist/<file>.js`. */
export function bundleOf(entry) {
  const parts = entry.split('/');
  const src = parts.lastIndexOf('src');
  if (src < 1) throw new Error(`${entry}: an entry must be in a package's src folder`);
  const file = parts.slice(src + 1).join('/');
  return [...parts.slice(0, src), 'dist', file.replace(/\.ts$/, '.js')].join('/');
}

/** Every bundle, relative to the repository root, with the entry it is built from. */
export const bundles = processes.map(({ name, entry }) => ({
  name,
  entry,
  bundle: bundleOf(entry),
}));

// The build is redone when one of these changes too.
const buildInputs = ['scripts/build-services.mjs', 'scripts/processes.json'];
const inputsFile = (bundle) => `${bundle}.inputs.json`;

/** Why the bundles must be built again, or null when every one is newer than all its inputs. */
export function staleReason() {
  for (const { bundle } of bundles) {
    const output = path.join(root, bundle);
    const list = path.join(root, inputsFile(bundle));
    if (!existsSync(output) || !existsSync(list)) return `${bundle} is missing`;
    const builtAt = statSync(output).mtimeMs;
    const inputs = [...buildInputs, ...JSON.parse(readFileSync(list, 'utf8'))];
    for (const input of inputs) {
      const file = path.join(root, input);
      if (!existsSync(file)) return `${input} is gone`;
      if (statSync(file).mtimeMs > builtAt) return `${input} changed`;
    }
  }
  return null;
}

/**
 * esbuild plugin: in the repository's own TypeScript, `import.meta.dirname` and `import.meta.url`
 * name the source file's folder and file, wherever the bundle is.
 */
const keepSourceLocations = {
  name: 'keep-source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
      // Every bundle is in its package's dist/: where the source is, seen from there.
      const bundleDir = bundleDirOf(args.path);
      const relativeDir = path
        .relative(bundleDir, path.dirname(args.path))
        .split(path.sep)
        .join('/');
      const relativeFile = `${relativeDir}/${path.basename(args.path)}`;
      const contents = source
        .replaceAll(
          'import.meta.dirname',
          `__fcSourcePath.join(import.meta.dirname, ${JSON.stringify(relativeDir)})`,
        )
        .replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relativeFile)}, import.meta.url).href`,
        );
      return {
        contents: `import * as __fcSourcePath from 'node:path';\n${contents}`,
        loader: 'ts',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/**
 * The folder a source file's bundle is written to. A workspace package's file (packages/*) can be
 * bundled into several bundles in different folders; one that reads import.meta would then need
 * one answer per bundle, so that is refused rather than guessed.
 */
function bundleDirOf(sourcePath) {
  const relative = path.relative(root, sourcePath).split(path.sep).join('/');
  const owner = bundles.find(({ entry }) =>
    relative.startsWith(entry.slice(0, entry.indexOf('/src/') + 1)),
  );
  if (!owner) {
    throw new Error(
      `${relative} reads import.meta but is bundled into several services; ` +
        'pass the path it needs from the service instead',
    );
  }
  return path.dirname(path.join(root, owner.bundle));
}

/** Builds every bundle (or, with ifStale, only when staleReason() says so). */
export async function buildServices({
  ifStale = false,
  log = (line) => process.stdout.write(`${line}\n`),
} = {}) {
  if (ifStale) {
    const reason = staleReason();
    if (!reason) return false;
    log(`Building the service bundles (${reason})`);
  }
  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: bundles.map(({ entry, bundle }) => ({
      in: entry,
      out: bundle.replace(/\.js$/, ''),
    })),
    outdir: root,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        // node_modules stays external; the workspace packages (@fc/*) are bundled.
        name: 'external-node-modules',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@fc/') ? undefined : { path: args.path, external: true },
          );
        },
      },
      keepSourceLocations,
    ],
  });
  for (const { bundle } of bundles) {
    const output = result.metafile.outputs[bundle];
    if (!output) throw new Error(`esbuild wrote no ${bundle}`);
    writeFileSync(
      path.join(root, inputsFile(bundle)),
      `${JSON.stringify(Object.keys(output.inputs).sort(), null, 1)}\n`,
    );
  }
  log(`Built ${bundles.length} service bundles in ${Date.now() - started} ms`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const ifStale = process.argv.includes('--if-stale');
    const built = await buildServices({ ifStale });
    if (ifStale && !built) process.stdout.write('The service bundles are up to date.\n');
  } catch (error) {
    // esbuild has printed the errors themselves.
    process.stderr.write(`Building the service bundles failed: ${error.message}\n`);
    process.exit(1);
  }
}
