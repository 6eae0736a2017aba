// The web app's layers (web/README.md "Boundaries"), as bulletproof-react enforces them: a feature
// imports only itself and the shared folders; the shared folders import no feature and not the
// app; the app (routes, guards, chrome) composes features. A break fails `npx eslint web`.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, '..', 'web', 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The folders every feature may use, and which themselves use no feature. */
const SHARED = ['api', 'components', 'config', 'lib', 'types'];

const at = (folder) => path.join(src, folder);

export default [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: at(`features/${feature}`),
              from: at('features'),
              except: [`./${feature}`],
              message: `A feature imports only itself and the shared folders (${SHARED.join(', ')}): move what both features need there, or compose the two in src/app (web/README.md "Boundaries").`,
            })),
            {
              target: at('features'),
              from: at('app'),
              message: 'A feature never imports the app layer: the app composes features.',
            },
            {
              target: SHARED.map(at),
              from: [at('features'), at('app')],
              message: `The shared folders (${SHARED.join(', ')}) import no feature and not the app (web/README.md "Boundaries").`,
            },
          ],
        },
      ],
    },
  },
];
