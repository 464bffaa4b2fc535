import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on its own port; in production one process serves both under one origin. */
const API_ORIGIN = 'http://localhost:3000';

/**
 * The web app depends on react-router 8, react-admin on 7: npm nests react-admin's copies, so every
 * package that holds a React context is resolved once, from this app (apps/admin/node_modules first).
 */
export const ADMIN_DEDUPE = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'ra-core',
  'ra-ui-materialui',
  'react-hook-form',
  '@tanstack/react-query',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { dedupe: ADMIN_DEDUPE },
  server: {
    port: 5174,
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // react-admin and Material UI are one large vendor chunk that no public page ever loads.
    chunkSizeWarningLimit: 1600,
  },
});
