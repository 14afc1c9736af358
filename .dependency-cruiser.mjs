// The architecture's rules, checked by `npm run check:deps` (and so by .ci/run). docs/architecture.md
// explains the folders; each rule's comment says why it holds.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules depend on each other in one direction; a cycle means a missing seam. A type-only ' +
        'import back to a module that loads this one on demand (the visualization registry, the ' +
        'Redis rate-limit store) is no cycle at run time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'Folders depend on each other in one direction (every folder, nested ones included): ' +
        'src/domain, src/platform, src/store and src/upstreams underneath, jobs/ on them, the web ' +
        'process (the rest of src/) and client/ on top.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-isomorphic',
      severity: 'error',
      comment:
        'src/domain/ runs in the browser and on the server: it imports nothing of the server, the ' +
        'client or the jobs, and no Node built-in.',
      from: { path: '^src/domain/' },
      to: {
        pathNot: ['^src/domain/', '^node_modules/'],
      },
    },
    {
      name: 'domain-has-no-node-builtins',
      severity: 'error',
      comment: 'src/domain/ is bundled for the browser, where Node built-ins do not exist.',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-imports-only-domain',
      severity: 'error',
      comment:
        'From src/, client code imports src/domain/ alone (types excepted, they vanish at build). ' +
        'Components, hooks and visualizations run in the browser; route modules, root.tsx, ' +
        'entry.server.tsx and *.server.ts reach the server only through the services in the ' +
        'request context, so the React Router server build holds no second copy of a server ' +
        'module (docs/decisions/0014-one-module-graph.md; tests/integration/server-build-modules.test.ts).',
      from: { path: '^client/' },
      to: {
        path: '^(src|jobs)/',
        pathNot: '^src/domain/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-code-has-no-node-builtins',
      severity: 'error',
      comment: 'Only *.server.ts modules and the server entry beside the client code use Node built-ins.',
      from: { path: '^client/', pathNot: ['^client/entry\\.server\\.tsx$', '\\.server\\.tsx?$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-does-not-import-client',
      severity: 'error',
      comment:
        'The server reaches the React Router app only through its build; anything both need lives ' +
        'in src/domain/.',
      from: { path: '^(src|jobs)/' },
      to: { path: '^client/' },
    },
    {
      name: 'web-enters-jobs-through-its-index',
      severity: 'error',
      comment:
        'The web process uses the refresh pipeline through jobs/index.ts (createRefresher and the ' +
        'content connection test) and nothing else of jobs/.',
      from: { path: '^src/' },
      to: { path: '^jobs/', pathNot: '^jobs/index\\.ts$' },
    },
    {
      name: 'jobs-build-on-the-shared-layers',
      severity: 'error',
      comment:
        'The pipeline runs in the worker without the web app: from src/ it imports only the shared ' +
        'layers (domain, platform, store, upstreams).',
      from: { path: '^jobs/' },
      to: { path: '^src/', pathNot: '^src/(domain|platform|store|upstreams)/' },
    },
    {
      name: 'shared-layers-stay-below-the-web',
      severity: 'error',
      comment:
        'platform, store and upstreams are what the worker and the web share: they import each ' +
        'other and src/domain/, never the web process.',
      from: { path: '^src/(platform|store|upstreams)/' },
      to: { path: '^src/', pathNot: '^src/(domain|platform|store|upstreams)/' },
    },
    {
      name: 'tests-are-not-imported',
      severity: 'error',
      comment: 'Production code never imports from tests/ (test helpers live in tests/support/).',
      from: { path: '^(src|client|jobs|scripts)/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
