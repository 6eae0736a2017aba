// The services' layers (docs/development.md): routes call services, services call repositories,
// and only repositories (with each service's db.ts and deps.ts) reach the database through
// Prisma, Kysely or pg. Types may be imported anywhere: they do not touch the database.
const DATABASE_LIBRARIES = [
  {
    group: ['pg', 'kysely', '@prisma/*'],
    message: 'Only *.repository.ts, db.ts and deps.ts reach the database.',
  },
  {
    group: ['**/generated/prisma/*', '**/generated/prisma/**'],
    allowTypeImports: true,
    message:
      "Only *.repository.ts, db.ts and deps.ts use the Prisma client; import the types with 'import type'.",
  },
];

const SERVICE_SOURCES = ['services/*/src/**/*.ts'];
const DATABASE_LAYER = [
  'services/*/src/**/*.repository.ts',
  'services/*/src/db.ts',
  'services/*/src/deps.ts',
  'services/*/src/generated/**',
  '**/*.test.ts',
];

export default [
  {
    files: SERVICE_SOURCES,
    ignores: [...DATABASE_LAYER, 'services/*/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: DATABASE_LIBRARIES.map((pattern) => ({ allowTypeImports: true, ...pattern })) },
      ],
    },
  },
  {
    // A route validates, calls its service and answers: it never reads the database itself.
    files: ['services/*/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DATABASE_LIBRARIES.map((pattern) => ({ allowTypeImports: true, ...pattern })),
            {
              group: ['**/*.repository', '**/*.repository.ts'],
              message: 'A route calls its service; the service calls the repository.',
            },
          ],
        },
      ],
    },
  },
];
