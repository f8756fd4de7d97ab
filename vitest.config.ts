import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'sync-server',
          root: 'sync-server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'pwa',
          root: 'pwa',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
