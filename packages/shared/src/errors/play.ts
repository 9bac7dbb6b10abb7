import { entry } from './entry';

/** The play engine, shared by every game: codes 14xxx. */
export const PLAY_ERRORS = {
  REQUEST_ID_INVALID: entry(14002, '请求编号须为 8-64 位字母、数字、- 或 _', 'O id do pedido deve ter de 8 a 64 letras, números, - ou _', 'A request id is 8-64 letters, digits, - or _'),
  REQUEST_ID_REUSED: entry(14001, '该请求编号已用于其他内容', 'Este id de pedido já foi usado com outro conteúdo', 'This request id was already used for something else'),
} as const;
