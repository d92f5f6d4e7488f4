import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development (`npm run dev`) Vite serves the web app on 3000 with hot reload and forwards
// API, tRPC and WebSocket traffic to the API server, which the dev script starts on 3001.
const api = 'http://127.0.0.1:3001';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

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
        // Below about a kilobyte, headers outweigh what compression saves.
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 3000,
    proxy: {
      '/api': api,
      '/trpc': { target: api, ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // What the entry needs goes in two files (libraries, then app code) instead of one file per
        // Mantine component, so `/` loads a handful of files; pages and the heavy libraries only some
        // use (charts, dates, carousel, QR codes) stay in lazy chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 20 },
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
