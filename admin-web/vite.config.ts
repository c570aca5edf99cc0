import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The console is served by the backend under /admin (SPA fallback to index.html).
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    // Each asset also as .br and .gz, sent by the backend to clients that accept them.
    compression({ threshold: 1024, exclude: [/index\.html$/] }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI make one ~1 MB chunk (~325 kB gzip); it loads only under /admin.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
