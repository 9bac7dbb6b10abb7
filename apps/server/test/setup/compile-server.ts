import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/** The tests that start the server as a process run the compiled build, as production does: built once per run. */
export default function compileServer(): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.mjs')], { cwd: REPO_ROOT, stdio: 'pipe' });
}
