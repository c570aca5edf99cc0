import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Shapes the head of index.html (the server's render template) for a server-rendered page:
 * - the entry's stylesheet becomes a <style> element, so the page paints as soon as its HTML
 *   arrives, without waiting for a render-blocking stylesheet request (about 4 kB gzipped, sent
 *   inside the compressed page). The CSS of lazy pages stays in files: a server render links the
 *   matched lazy page's stylesheets and chunks in its head (app/route-assets.ts).
 *   The backend's CSP allows inline styles ('unsafe-inline').
 * - the entry script and its modulepreloads get fetchpriority="low": module scripts never block
 *   rendering and the page is on screen from the server's HTML, so they must not compete with
 *   what the page shows (images, the document) for the network. Lighthouse's simulation also
 *   counts high-priority scripts that finished before the first paint as render-blocking.
 */
function shapeTemplateHead(): Plugin {
  return {
    name: 'reader:template-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return (
          html
            .replace(
              /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
              (tag, file: string) => {
                const asset = bundle[file];
                if (asset?.type !== 'asset') return tag;
                const css = String(asset.source);
                // A stylesheet can never close the element early, whatever it contains.
                if (/<\/style/i.test(css)) return tag;
                return `<style>${css}</style>`;
              },
            )
            // At the end of the tag, so the start of Vite's tags stays as it was.
            .replace(/<(?:script type="module"|link rel="modulepreload") [^>]*>/g, (tag) =>
              tag.replace(/\s*>$/, ' fetchpriority="low">'),
            )
        );
      },
    },
  };
}

// The client build goes to dist/client, the SSR bundle (src/entry-server.tsx) to dist/server;
// see the build script in package.json. Dependencies stay external in the SSR bundle and are
// resolved by Node from node_modules at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    shapeTemplateHead(),
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
    // Every module a page loads first goes in one chunk. Left alone, Rolldown makes a common chunk
    // of each set of first-load modules that lazy pages also import (unlike Rollup, it does not
    // see that the entry has loaded them already): ten small chunks, each compressed on its own.
    rolldownOptions: isSsrBuild
      ? undefined
      : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
}));
