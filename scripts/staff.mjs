// `npm run staff -- <command>`: runs the staff tool from the server bundle, building the bundle first
// when it is missing (a fresh clone), so the firm never needs to remember the build step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist/server/staff.js');
if (!existsSync(entry)) {
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.server.config.ts'), logLevel: 'warn' });
}
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
