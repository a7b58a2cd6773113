import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Some tests render the whole app in jsdom; on a busy 2-core machine that can pass 5 s.
    testTimeout: 20_000,
  },
});
