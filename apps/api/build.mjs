// Bundles the server with the workspace packages (TypeScript sources) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/csv-worker.ts', 'src/scripts/create-admin.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@innkeep/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
