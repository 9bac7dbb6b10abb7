import { entry } from './entry';

/** Messages and customer service: codes 28xxx. */
export const MESSAGES_ERRORS = {
  MESSAGE_NOT_FOUND: entry(28001, '该消息不存在', 'Esta mensagem não existe', 'This message does not exist'),
  MESSAGE_IDS: entry(28002, '请选择 1-100 条消息', 'Escolha de 1 a 100 mensagens', 'Choose 1 to 100 messages'),
  MESSAGE_TITLE: entry(28003, '请填写标题（1-60 字）', 'Escreva um título (1 a 60 caracteres)', 'Write a title (1 to 60 characters)'),
  MESSAGE_BODY: entry(28004, '请填写内容（1-2000 字）', 'Escreva o texto (1 a 2000 caracteres)', 'Write the text (1 to 2000 characters)'),
  MESSAGE_MEMBER_NOT_FOUND: entry(28005, '该用户不存在', 'Este usuário não existe', 'This member does not exist'),
  SUPPORT_LINE: entry(28010, '请输入 1-500 字的消息', 'Escreva uma mensagem de 1 a 500 caracteres', 'Write a message of 1 to 500 characters'),
  SUPPORT_TOKEN_INVALID: entry(28011, '客服会话已失效，请重新打开', 'A conversa com o suporte expirou; abra-a de novo', 'The support chat has expired; open it again'),
  SUPPORT_CONVERSATION_NOT_FOUND: entry(28012, '该会话不存在', 'Esta conversa não existe', 'This conversation does not exist'),
} as const;
