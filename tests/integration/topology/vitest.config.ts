import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:topology`: the production topology (Caddy, two instances, PostgreSQL); needs root. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['tests/integration/topology/*.topology.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
