// `npm run boundaries` (a step of `npm test`): the layout's rules, checked on every import. See the
// README's "Layout and its rules".
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles: a module that needs another must not be needed by it.',
      // Known, being removed on the kit branch (the tool kit's results and settings; the
      // two-player kit and its match); the check drops these once that branch is merged.
      from: { pathNot: ['^widgets/tool-kit/(results|settings)[.]ts$', '^widgets/tool-kit/two-player/(TwoPlayer|match)[.]tsx$'] },
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
          // Known, being removed on the kit branch: anagram's pictures come from sort-categories
          // and name-it's symbols, until they move into the tool kit.
          '^widgets/(sort-categories/pictures[.]tsx|name-it/symbols[.]ts)$',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'worker-imports-contract-only',
      severity: 'error',
      comment: "The worker imports only itself, the contract, the phonics engine and the tools' declarations (widgets/*/tool.ts, their list and their kit's declaration helpers); its tests may run a script (the demo data).",
      from: { path: '^worker/', pathNot: '[.]test[.]ts$' },
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
      comment: 'tests/ is for the test runners: no code of the product imports it.',
      from: { pathNot: '^tests/' },
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
