import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The client build goes to dist/client, the SSR bundle (src/entry-server.tsx) to dist/server;
// see the build script in package.json. Dependencies stay external in the SSR bundle and are
// resolved by Node from node_modules at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Each asset also as .br and .gz, sent by the backend to clients that accept them.
    // index.html is the server's render template, never sent as it is.
    ...(isSsrBuild ? [] : [compression({ threshold: 1024, exclude: [/index\.html$/] })]),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    // public/ files are served from dist/client only.
    copyPublicDir: !isSsrBuild,
    // dist/client/.vite/manifest.json: which chunks each entry loads (scripts/check-bundle-size.ts).
    manifest: !isSsrBuild,
  },
}));
