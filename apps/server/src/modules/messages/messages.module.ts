import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { registerMessagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesDependencies, type MessagesService } from './messages.service';
import { registerSupportRoutes } from './support.routes';
import { createSupportService, type SupportDependencies, type SupportService } from './support.service';
import { registerDevMessagesRoute } from './dev-messages.routes';
import { messageCalls } from './messages.console';

/** Messages and customer service: both are what the site and its people say to a member. */
export function messagesModule(deps: MessagesDependencies & SupportDependencies & { readonly sessions: SessionResolver }): LootbayModule<MessagesService & { readonly support: SupportService }> {
  const service = createMessagesService(deps);
  const support = createSupportService(deps);
  return {
    name: 'messages',
    service: { ...service, support },
    routes: (api) => {
      registerMessagesRoutes(api, deps.sessions, service);
      registerSupportRoutes(api, deps.sessions, support);
    },
  };
}

declare module '../module' {
  interface ModuleServices {
    messages: MessagesService & { readonly support: SupportService };
  }
}

/** Personal and official messages; other modules send theirs through `messages.send`. */
export const messagesDefinition = defineModule({
  name: 'messages',
  needs: ['account'],
  build: ({ base, config, realtime, services: { account } }) => {
    const messages = messagesModule({ ...base, sessions: account.sessions.resolver, realtime, secret: config.sessionSecret, nicknames: account.nicknames });
    return {
      ...messages,
      memberFields: [messages.service.memberFields],
      erasers: [messages.service.support.eraseOf],
      exportParts: { messages: (userId, locale) => messages.service.exportFor(userId, locale), supportChat: (userId) => messages.service.support.exportFor(userId) },
      consoleCalls: messageCalls(messages.service, messages.service.support),
      devRoutes: (app) => registerDevMessagesRoute(app, messages.service, account),
    };
  },
});
