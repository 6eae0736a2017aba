import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The pages that load on demand (web/src/app/router.tsx), by address: the gateway sends each one's
 * code with the app's (below). A module that no longer exists fails the build.
 */
const onDemandPages: Record<string, string> = {
  '/lessons': 'src/app/routes/app/lessons.tsx',
  '/trading': 'src/app/routes/app/trading.tsx',
  '/review': 'src/app/routes/app/review.tsx',
  '/budgeting': 'src/app/routes/app/budgeting.tsx',
  '/leaderboard': 'src/app/routes/app/leaderboard.tsx',
  '/leagues': 'src/app/routes/app/leagues.tsx',
  '/contests': 'src/app/routes/app/contests.tsx',
  '/achievements': 'src/app/routes/app/achievements.tsx',
  '/admin': 'src/app/routes/app/admin.tsx',
};

/**
 * Writes route-preloads.json beside index.html: for each page above, its code's files that
 * index.html does not load already. The gateway adds them to that page's index.html as
 * modulepreload links, so on a cold visit a page's code downloads with the app's instead of after
 * the app has run (docs/development.md "Web performance").
 */
function routePreloads(pages: Record<string, string>): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (start: Rolldown.OutputChunk): Set<string> => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return seen;
      };
      const loaded = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withStaticImports(chunk)]),
      );
      const preloads: Record<string, string[]> = {};
      for (const [address, modulePath] of Object.entries(pages)) {
        const moduleId = fileURLToPath(new URL(modulePath, import.meta.url));
        const page = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!page) this.error(`route-preloads: no chunk for ${modulePath} (${address})`);
        preloads[address] = [...withStaticImports(page)]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => `/${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}

export default defineConfig({
  root,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // A brotli and a gzip copy of every text file, served by the gateway to browsers that take them.
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(onDemandPages),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: a chunk of their own stays cached across releases.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 30,
            },
            // Every icon in one file: one request instead of dozens of 200-byte ones.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // zod and the contracts files that build schemas with it, in one file loaded by the
            // pages whose forms check input with them (admin, trading, budgeting), never by the
            // first screen: without this group, a schema two such pages share lands in `shared`
            // (docs/development.md "No zod on the first load"). Their zod-free neighbours
            // (*-constants.ts, names.ts) stay with the code that uses them.
            {
              name: 'zod',
              test: (id: string) =>
                /[\\/]node_modules[\\/]zod[\\/]/.test(id) ||
                (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) &&
                  readFileSync(id, 'utf8').includes("from 'zod'")),
              includeDependenciesRecursively: false,
              priority: 25,
            },
            // The app's own small shared parts (ui components, API calls, helpers) that two or
            // more pages use: one request instead of one per part.
            {
              name: 'shared',
              test: /[\\/]web[\\/]src[\\/](components|lib|config|features[\\/][^\\/]+[\\/](api|utils))[\\/]/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
