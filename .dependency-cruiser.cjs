// `npm run boundaries` (a step of `npm test`): the layout's rules, checked on every import. See the
// README's "Layout and its rules".
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles: a module that needs another must not be needed by it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'element-imports-kits-only',
      severity: 'error',
      comment: "An element's folder imports only its own files, the runtime, the tool kit, the forms kit and the contract.",
      from: { path: '^widgets/([^/]+)/', pathNot: '^widgets/(runtime|tool-kit|forms)/' },
      to: {
        pathNot: [
          '^widgets/$1/',
          '^widgets/(runtime|tool-kit|forms)/',
          '^contract/',
          'node_modules',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'worker-imports-contract-only',
      severity: 'error',
      comment: "The worker imports only itself, the contract, the phonics engine and the tools' declarations (widgets/*/tool.ts, their list and their kit's declaration helpers); its tests may run a script (the demo data).",
      // Its test config reads the test run's moment (tests/clock.ts), as every runner does.
      from: { path: '^worker/', pathNot: ['[.]test[.]ts$', '^worker/vitest[.]config[.]mts$'] },
      to: {
        pathNot: ['^worker/', '^contract/', '^phonics/', '^widgets/[^/]+/tool[.]ts$', '^widgets/tools[.]ts$', '^widgets/tool-kit/declaration[.]ts$', 'node_modules', '^cloudflare:'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'worker-tests-import-contract-and-scripts-only',
      severity: 'error',
      comment: 'A worker test may also run a script of scripts/ (the demo data it checks), never the site.',
      from: { path: '^worker/.+[.]test[.]ts$' },
      to: { path: '^site/' },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      comment: 'tests/ is for the test runners: no code of the product imports it (a test or a test config may read the run’s moment there).',
      from: { pathNot: ['^tests/', '[.]test[.]tsx?$', 'vitest[.]config[.]mts$'] },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|[.]dist[^/]*|dist|[.]wrangler|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
