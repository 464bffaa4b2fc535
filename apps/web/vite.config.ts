import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on its own port; in production one process serves both. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: true },
      '/healthz': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries the entry loads anyway: one file with it, not three more requests.
            {
              name: 'index',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|typebox)[\\/]/,
              priority: 2,
            },
            // Small UI, API and text modules several screens share, and the features' query keys: one
            // chunk instead of a dozen tiny ones (each a request in the chain before a game page can ask
            // for its data).
            {
              name: 'shared',
              test: /[\\/]apps[\\/]web[\\/]src[\\/]((ui|api|text|config)[\\/]|features[\\/][^\\/]+[\\/]api[\\/]keys\.ts$)|[\\/]packages[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
