import { defineConfig } from 'vite';

/** Bundles the Node server and the command-line tools; npm packages stay external. */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: 'server/main.ts', leads: 'server/cli/leads.ts', staff: 'server/cli/staff.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
});
