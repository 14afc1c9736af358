import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      '{src,jobs,client}/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'build/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['tests/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
  },
});
