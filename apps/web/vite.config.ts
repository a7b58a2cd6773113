import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { buildMetaPlugin } from './vite/build-meta-plugin.ts';
import { devProxy } from './vite/dev-proxy.ts';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so it can split route files first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    buildMetaPlugin(),
  ],
  server: { proxy: devProxy },
  preview: { proxy: devProxy },
});
