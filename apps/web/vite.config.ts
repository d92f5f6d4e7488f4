import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development (`npm run dev`) Vite serves the web app on 3000 with hot reload and forwards
// API, tRPC and WebSocket traffic to the API server, which the dev script starts on 3001.
const api = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: {
      '/api': api,
      '/trpc': { target: api, ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 900,
  },
});
