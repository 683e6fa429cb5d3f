/**
 * `prisma generate`, offline. The Prisma CLI wants a native schema engine it
 * would download from Prisma's servers (unreachable here); the client
 * generator never uses it, so pointing PRISMA_SCHEMA_ENGINE_BINARY at any
 * existing file lets generation run.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
const result = spawnSync(process.execPath, [cli, 'generate'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
if (result.status !== 0) {
  process.stdout.write(result.stdout);
  process.exit(result.status ?? 1);
}
