import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // As the root config's: Vitest 5 runs projects together only when they agree on it.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Some tests render the whole app in jsdom; on a busy 2-core machine that can pass 5 s.
    testTimeout: 20_000,
    // A worker keeps its jsdom window and the modules it has loaded from one test file to the
    // next (two thirds of this project's time was setting them up again per file). The
    // set-up file puts back after every test what a test may change (test/setup.ts).
    isolate: false,
  },
});
