import { entry } from './entry';

/** The operator console: codes 21xxx (210xx access, 211xx catalogue, 212xx players, 213xx money, 214xx games, 215xx site). */
export const CONSOLE_ERRORS = {
  CONSOLE_SIGN_IN_FAILED: entry(21001, '账号、密码或动态验证码错误', 'Conta, senha ou código do autenticador incorretos', 'Wrong account, password or authenticator code'),
  CONSOLE_SESSION_REQUIRED: entry(21002, '请先登录管理后台', 'Entre no console primeiro', 'Sign in to the console first'),
  CONSOLE_TOTP_REQUIRED: entry(21003, '请先完成动态验证码验证', 'Confirme primeiro o código do autenticador', 'Confirm an authenticator code first'),
  CONSOLE_FORBIDDEN: entry(21004, '您的角色无权执行此操作', 'Sua função não permite esta ação', 'Your role does not allow this action'),
  CONSOLE_REASON_REQUIRED: entry(21005, '请填写操作原因（1-200 字）', 'Informe o motivo (1 a 200 caracteres)', 'Give a reason (1 to 200 characters)'),
  CONSOLE_ACCOUNT_TAKEN: entry(21006, '该操作员账号已存在', 'Esta conta de operador já existe', 'This operator account already exists'),
  CONSOLE_OPERATOR_NOT_FOUND: entry(21007, '该操作员不存在', 'Este operador não existe', 'This operator does not exist'),
  CONSOLE_LAST_OWNER: entry(21008, '至少需要保留一名可用的所有者', 'É preciso manter ao menos um proprietário ativo', 'At least one active owner must remain'),
  CONSOLE_NOT_ENROLLING: entry(21009, '该会话无需绑定验证器', 'Esta sessão não está cadastrando um autenticador', 'This session is not enrolling an authenticator'),
  CONSOLE_PASSWORD_WEAK: entry(21010, '密码至少 12 位', 'A senha precisa de ao menos 12 caracteres', 'The password needs at least 12 characters'),
} as const;
