import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development (`npm run dev`) Vite serves the web app on 3000 with hot reload and forwards
// API, tRPC and WebSocket traffic to the API server, which the dev script starts on 3001.
const api = 'http://127.0.0.1:3001';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Bytes a compressed copy must save to be worth its headers.
const MIN_SAVING = 64;

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest levels (paid once here,
 * not per request), so the server sends them as they are (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'innkeep-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        const compressed = {
          br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz: gzipSync(content, { level: 9 }),
        };
        for (const [encoding, bytes] of Object.entries(compressed)) {
          // Only where it saves more than the headers it adds (Content-Encoding, Vary): not for a tiny file.
          if (content.length - bytes.length > MIN_SAVING) writeFileSync(`${file}.${encoding}`, bytes);
        }
      }
    },
  };
}

/**
 * React Router's package.json sends every bundler to its development build (a stopgap on their side:
 * remix-run/react-router#12532, #14102), which differs from its production build only in developer
 * warnings (ENABLE_DEV_WARNINGS) kept in the bundle. The build takes the production one, 0.4 KB brotli
 * less on every first visit; the dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  // .../react-router/dist/development/index.js, beside which .../dist/production/index.mjs
  const production = join(dirname(dirname(createRequire(import.meta.url).resolve('react-router'))), 'production', 'index.mjs');
  return {
    name: 'innkeep-react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (!existsSync(production)) this.error(`React Router's production build is not at ${production} any more`);
    },
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}

// A Mantine component's class names (`Button.module.mjs`), whose styles are `styles/Button.layer.css`
// in @mantine/core and one `styles.layer.css` in the other Mantine packages.
const MANTINE_CLASSES = /^(.*\/@mantine\/([a-z]+))\/esm\/(?:.*\/)?([A-Za-z]+)\.module\.mjs$/;

/**
 * Each Mantine component's stylesheet goes where its code goes, instead of the whole of Mantine's CSS
 * (30 KB brotli) on every first visit: the build adds the import of a component's styles to its class
 * names module, so a lazy page's chunk brings the styles of the components only it uses. They are the
 * `.layer.css` files (CSS layer `mantine`), so a stylesheet that arrives with a later chunk never
 * overrides the app's own styles, whatever the order. The dev server (prebundled Mantine) loads them all,
 * Mantine's default variables too, which change nothing there: the provider writes every variable (main.tsx).
 */
function mantineStylesWithComponents(): Plugin {
  let serve = false;
  return {
    name: 'innkeep-mantine-styles',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        if (!id.endsWith('/src/main.tsx')) return null;
        const sheets = ['core', 'dates', 'carousel', 'notifications'].map((name) => `import '@mantine/${name}/styles.layer.css';`);
        return { code: `${sheets.join('')}${code}`, map: null };
      }
      const match = MANTINE_CLASSES.exec(id);
      if (!match) return null;
      const [, packageDir, packageName, component] = match;
      const sheet = packageName === 'core' ? `styles/${component}.layer.css` : 'styles.layer.css';
      if (!existsSync(join(packageDir!, sheet))) return null;
      return { code: `import '@mantine/${packageName}/${sheet}';${code}`, map: null };
    },
  };
}

// Mantine's own helpers and the form and card components nearly every page uses (the entry does not):
// one lazy chunk instead of a dozen small ones. Not the popover: it brings Floating UI (13 KB), which the
// landing page does without until a visitor opens a date picker. Nor the helpers of menus, tabs, popovers and
// focus traps (core/utils: keyboard handlers, element lookups), which only those components use.
const COMMON_MANTINE =
  /@mantine\/core\/esm\/(core\/(?!utils\/)|core\/utils\/create-safe-context\/|components\/(Input|InputBase|TextInput|Paper|Card|Badge|ThemeIcon|VisuallyHidden|CloseButton)\/)/;

// Small app modules that many pages share (and no zod schema): one chunk instead of one each.
const SHARED_APP =
  /apps\/web\/src\/(lib\/(toast|fields)|components\/bookings\/nights)\.ts$|api-contract\/src\/(dates|money|schemas\/bookings)\.ts$/;
// The landing page with the hero and sections the public pages share, and the icons they use (ahead of
// the icons group): one file for the first visit. Not what they load when the visitor gets to it: the
// carousels, the landing page's contact form (with @mantine/form and zod) and date picker.
const PUBLIC_PARTS = /apps\/web\/src\/(components\/public\/(HeroCarousel|WhenNear|sections|facilities)|pages\/public\/Landing)\.tsx?$/;

// tRPC's WebSocket client and link: the one module of @trpc/client's build that holds them.
const TRPC_WS_CLIENT = /\/@trpc\/client\/dist\/wsLink-[\w-]+\.mjs$/;

/** Fails the build when tRPC's WebSocket client is not in its own chunk any more (an upgrade renamed its module). */
function wsClientApart(): Plugin {
  return {
    name: 'innkeep-ws-client-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const apart = Object.values(bundle).some(
        (file) => file.type === 'chunk' && file.name === 'realtime-socket' && file.moduleIds.some((id) => TRPC_WS_CLIENT.test(id)),
      );
      if (!apart) this.error("tRPC's WebSocket client is no longer in the realtime-socket chunk: update TRPC_WS_CLIENT");
    },
  };
}

// `vite build --ssr` (the build script's second step) builds src/entry-server.tsx for the API server, which
// renders the public pages' first screen with it (apps/api/src/web-render.ts): Node code, none of the browser
// build's chunking or compression.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), reactRouterProductionBuild(), mantineStylesWithComponents(), wsClientApart(), precompress()],
  server: {
    port: 3000,
    proxy: {
      '/api': api,
      '/trpc': { target: api, ws: true },
    },
  },
  // The workspace packages are TypeScript sources: bundled, where Node loads the other packages itself.
  ssr: { noExternal: [/^@innkeep\//] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        // The server links a rendered page's stylesheets from it (src/entry-server.tsx).
        manifest: true,
        // Every browser the app supports preloads modules itself: no polyfill in the entry (0.5 KB brotli on `/`).
        modulePreload: { polyfill: false },
        chunkSizeWarningLimit: 900,
        rolldownOptions: {
          // The module of tRPC's WebSocket client has no side effects (its top level only declares), but
          // @trpc/client does not say so (no `sideEffects` in its package.json): without this, the entry would
          // import its chunk (below) just because @trpc/client's index re-exports it.
          treeshake: { moduleSideEffects: (id) => (TRPC_WS_CLIENT.test(id) ? false : undefined) },
          output: {
            // What the entry needs goes in two files (libraries, then app code) instead of one file per
            // Mantine component, and the small modules lazy pages share in four groups, so `/` loads 13 files;
            // each page and the heavy libraries only some use (charts, QR codes) stay in chunks of their own.
            // A module belongs to one group only: nothing is duplicated.
            codeSplitting: {
              groups: [
                // The WebSocket client goes with lib/realtime-socket.ts, loaded with the first subscription, not in
                // the vendor file with the rest of @trpc/client (its index re-exports it). Not its dependencies:
                // tRPC's observables and errors, which the entry has too.
                {
                  name: 'realtime-socket',
                  test: (id) => TRPC_WS_CLIENT.test(id) || id.endsWith('/apps/web/src/lib/realtime-socket.ts'),
                  priority: 30,
                  includeDependenciesRecursively: false,
                },
                { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 20 },
                { name: 'app', tags: ['$initial'], priority: 10 },
                { name: 'mantine', test: COMMON_MANTINE, priority: 8 },
                { name: 'icons', test: /@tabler\/icons-react/, priority: 6 },
                { name: 'public', test: PUBLIC_PARTS, priority: 7 },
                { name: 'shared', test: SHARED_APP, priority: 2 },
              ],
            },
          },
        },
      },
}));
