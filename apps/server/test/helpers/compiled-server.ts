import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/** The compiled server (test/setup/compile-server.ts builds it before the tests): what production runs. */
export const COMPILED_SERVER = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/** The command that starts the compiled server with plain node, as `npm run start --workspace @lootbay/server` does. */
export const SERVER_COMMAND: readonly [string, readonly string[]] = [process.execPath, ['--enable-source-maps', COMPILED_SERVER]];
