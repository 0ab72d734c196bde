// Vite config: React client, dev proxy to the API server, production build into dist/client.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/_i18n': { target: apiTarget },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
