/**
 * Layer rules of the hexagon. Dependencies point inward:
 * react-app / storybook -> api-client -> domain <- server.
 * The domain may use xstate, temporal-polyfill and itself, nothing else.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-framework-free',
      comment:
        'packages/domain may import only xstate, temporal-polyfill, jsvat (pure VAT-number rules) and its own modules (tests may also use their test tools).',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.(test|arb)\\.ts$|/test-support/' },
      to: {
        pathNot: ['^packages/domain/src', '(^|/)node_modules/(xstate|temporal-polyfill|jsvat)(/|$)'],
      },
    },
    {
      name: 'domain-tests-use-only-test-tools',
      comment:
        'Domain tests may add vitest, fast-check and @xstate/graph, still nothing of the outside world.',
      severity: 'error',
      from: { path: '^packages/domain/src/.*\\.(test|arb)\\.ts$|^packages/domain/src/.*/test-support/' },
      to: {
        pathNot: [
          '^packages/domain/src',
          '(^|/)node_modules/(xstate|temporal-polyfill|jsvat|vitest|@vitest|fast-check|@fast-check|@xstate/graph)(/|$)',
        ],
      },
    },
    {
      name: 'no-node-builtins-in-domain',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'api-client-depends-only-on-domain',
      comment: 'The API client must not reach into the server, the app or the storybook.',
      severity: 'error',
      from: { path: '^packages/api-client/src' },
      to: { path: '^packages/(server|react-app|storybook)/' },
    },
    {
      name: 'server-does-not-import-frontends',
      severity: 'error',
      from: { path: '^packages/server/src' },
      to: { path: '^packages/storybook/' },
    },
    {
      name: 'storybook-uses-packages-by-name',
      comment:
        'Storybook reaches the other packages through their exports (@tirage/react-app/..., @tirage/domain), never by a relative path into their files.',
      severity: 'error',
      from: { path: '^packages/storybook/' },
      to: { path: '^packages/(?!storybook/)', dependencyTypes: ['local'] },
    },
    {
      name: 'testing-entries-only-in-tests',
      comment:
        'The testing entries (@tirage/domain/testing, @tirage/api-client/testing) hold test material: only tests, test-support, stories and the storybook may import them.',
      severity: 'error',
      from: {
        path: '^packages/',
        pathNot: [
          '\\.test\\.[cm]?[jt]sx?$',
          '/test-support/',
          '/stories/',
          '^packages/storybook/',
          '^packages/[^/]+/src/testing\\.ts$',
        ],
      },
      to: { path: '^packages/[^/]+/src/testing\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a missing dependency.',
      severity: 'error',
      from: {},
      // React Router's route types (`./+types/<route>`) are generated into .react-router/types.
      to: { couldNotResolve: true, pathNot: '(^|/)\\+types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Only our own build output: a dependency's files under node_modules/*/dist must stay visible.
    exclude: {
      path: '^packages/[^/]+/(dist|build|storybook-static|coverage|test-results|\\.turbo|\\.react-router)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // '@tirage/source' points workspace packages at their sources, so the check needs no build.
      conditionNames: ['@tirage/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
