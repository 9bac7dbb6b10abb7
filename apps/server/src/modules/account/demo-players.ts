import { demoNickname } from '@lootbay/shared/demo';
import type { AccountContext } from './account.context';
import { createAccount } from './new-accounts';
import type { RealName } from './real-name';

/**
 * Demo players of a development site's history: accounts under marked nicknames, verified as
 * adults through the identity authority like anyone (the sandbox one, in development), so they
 * pass the one play gate every game asks.
 */
export function createDemoPlayers(ctx: AccountContext, realName: RealName) {
  return {
    async create(name: string, person: { readonly realName: string; readonly idNumber: string }): Promise<string> {
      const user = await createAccount(ctx.db, { nickname: demoNickname(name) }, ctx.now());
      await realName.verify(user.id, person.realName, person.idNumber);
      return user.id;
    },
  };
}

export type DemoPlayers = ReturnType<typeof createDemoPlayers>;
