import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client build goes to dist/client, the SSR bundle (src/entry-server.tsx) to dist/server;
// see the build script in package.json. Dependencies stay external in the SSR bundle and are
// resolved by Node from node_modules at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    // public/ files are served from dist/client only.
    copyPublicDir: !isSsrBuild,
  },
}));
