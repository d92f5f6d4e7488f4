import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the web app and forwards API, tRPC and WebSocket traffic to the server.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

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
