import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

// The layout rules of eslint.config.js, each shown to fire once. The code is linted as if it lived in the
// zone its path names (nothing is written there); the cycle needs two real files, kept under fixtures/,
// which `npm run lint` skips and this test lints on purpose.
const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: path.join(REPO_ROOT, 'eslint.config.js'), ignore: false });
const LINT_TIMEOUT = 120_000;

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layout rules', () => {
  it('stop a web feature importing another feature', async () => {
    const broken = await rulesBroken("export { LoginDialog } from '../account/components/login-dialog-on-demand';\n", 'apps/web/src/features/profile/lint-fixture.ts');
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A web feature never imports another feature/)]);
  }, LINT_TIMEOUT);

  it("stop the console importing the site's app/", async () => {
    const broken = await rulesBroken("export { SCREENS } from '../app/screens';\n", 'apps/web/src/console/lint-fixture.ts');
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The console never imports the site's app\//)]);
  }, LINT_TIMEOUT);

  it("stop a server module importing another module's repository", async () => {
    const broken = await rulesBroken("export { findBox } from '../catalog/catalog.repository';\n", 'apps/server/src/modules/wallet/lint-fixture.ts');
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A server module imports from another only its service/)]);
  }, LINT_TIMEOUT);

  it('stop server source importing test code', async () => {
    const broken = await rulesBroken("export { createTestApp } from '../test/helpers/app';\n", 'apps/server/src/lint-fixture.ts');
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Server source never imports test code/)]);
  }, LINT_TIMEOUT);

  it('stop an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(import.meta.dirname, 'fixtures/cycle/first-part.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  }, LINT_TIMEOUT);

  it('stop a file or folder name that is not kebab-case', async () => {
    expect(await rulesBroken('export const memberTools = 1;\n', 'apps/web/src/lib/MemberTools.ts')).toEqual([expect.stringMatching(/^check-file\/filename-naming-convention: /)]);
    expect(await rulesBroken('export const memberTools = 1;\n', 'apps/web/src/lib/member_tools/member-tools.ts')).toEqual([expect.stringMatching(/^check-file\/folder-naming-convention: /)]);
  }, LINT_TIMEOUT);

  it("let a module reach another through its service, its module and play's kit", async () => {
    const code = ["export type { CatalogService } from '../catalog/catalog.service';", "export type { GameRecord } from '../play/play.kit';", "export { walletModule } from '../wallet/wallet.module';", ''].join('\n');
    expect(await rulesBroken(code, 'apps/server/src/modules/forge/lint-fixture.ts')).toEqual([]);
  }, LINT_TIMEOUT);
});
