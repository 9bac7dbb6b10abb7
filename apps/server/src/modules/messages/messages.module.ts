import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { registerMessagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesDependencies, type MessagesService } from './messages.service';
import { registerSupportRoutes } from './support.routes';
import { createSupportService, type SupportDependencies, type SupportService } from './support.service';

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
