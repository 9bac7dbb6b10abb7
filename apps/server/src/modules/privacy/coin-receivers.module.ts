import { defineModule } from '../module';

/** Who may receive coins: recharges, codes, packets, rewards and rebates reach only verified adults with an open account. */
export interface CoinReceivers {
  assertAdultAndOpen(userId: string): Promise<void>;
}

declare module '../module' {
  interface ModuleServices {
    coinReceivers: CoinReceivers;
  }
}

export const coinReceiversDefinition = defineModule({
  name: 'coinReceivers',
  needs: ['account', 'privacy'],
  build: ({ services: { account, privacy } }) => ({
    name: 'coinReceivers',
    service: {
      async assertAdultAndOpen(userId: string): Promise<void> {
        await account.assertAdult(userId);
        await privacy.closures.assertOpen(userId);
      },
    },
  }),
});
