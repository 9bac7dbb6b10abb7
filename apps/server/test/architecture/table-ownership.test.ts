import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredTables, foreignTableUses, readServerModules, type ModuleSource } from './table-ownership';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Tables outside the modules: the scheduler's jobs and the sandbox market's orders. */
const CORE_TABLE_FILES = { scheduler: 'scheduler/jobs.table.ts', 'sandbox market': 'providers/trading/sandbox-market.table.ts' };

/**
 * `<module>:<table>` a module may name though another module owns it, each with its reason.
 * Keep it short: a module reads another's records through that module's service.
 */
const ALLOWED: Readonly<Record<string, string>> = {};

describe('table ownership', () => {
  it('no module names a table another module owns, but the allow-listed ones', () => {
    const { modules, owners } = readServerModules(path.join(SRC, 'modules'));
    for (const [owner, file] of Object.entries(CORE_TABLE_FILES)) for (const table of declaredTables(fs.readFileSync(path.join(SRC, file), 'utf8'))) owners.set(table, owner);
    expect(owners.size).toBeGreaterThan(100);
    const uses = foreignTableUses(modules, owners, new Set(Object.keys(ALLOWED)));
    expect(uses.map((use) => `${use.file} names ${use.table}, a table of ${use.owner}`)).toEqual([]);
  });

  it('finds a foreign table named through a builder, a join or raw SQL, and lets its owner and the allow-list name it', () => {
    const owners = new Map([
      ['ledger_accounts', 'wallet'],
      ['ledger_transfers', 'wallet'],
      ['box_opens', 'boxes'],
      ['ornaments', 'catalog'],
    ]);
    const fixture: ModuleSource[] = [
      { name: 'wallet', files: [{ path: 'wallet/wallet.repository.ts', text: "db.selectFrom('ledger_accounts').innerJoin('ledger_transfers as t', 't.debit', 'id')" }] },
      {
        name: 'boxes',
        files: [
          { path: 'boxes/boxes.repository.ts', text: "db.selectFrom('box_opens as o').innerJoin('ornaments as i', 'i.id', 'o.ornament_id')" },
          { path: 'boxes/boxes.stats.ts', text: 'sql`select sum(amount) from ledger_transfers where reason = ${reason}`' },
          { path: 'boxes/boxes.service.ts', text: '// what was opened, taken from the ledger' },
        ],
      },
    ];
    expect(foreignTableUses(fixture, owners, new Set())).toEqual([
      { module: 'boxes', table: 'ornaments', owner: 'catalog', file: 'boxes/boxes.repository.ts' },
      { module: 'boxes', table: 'ledger_transfers', owner: 'wallet', file: 'boxes/boxes.stats.ts' },
    ]);
    expect(foreignTableUses(fixture, owners, new Set(['boxes:ornaments']))).toEqual([{ module: 'boxes', table: 'ledger_transfers', owner: 'wallet', file: 'boxes/boxes.stats.ts' }]);
  });

  it('reads a module table file for the tables it declares', () => {
    expect(declaredTables('export interface WalletTables {\n  ledger_accounts: LedgerAccountsTable;\n  wallet_members: WalletMembersTable;\n}\nexport interface Other { x: number }')).toEqual(['ledger_accounts', 'wallet_members']);
  });
});
