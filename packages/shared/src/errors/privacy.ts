import { entry } from './entry';

/** Data rights: exports of a member's data, account closure and erasure, terms versions. Codes 17xxx. */
export const PRIVACY_ERRORS = {
  // Exports
  EXPORT_IN_PROGRESS: entry(17001, '您的数据导出正在准备中，请在完成后再申请', 'Sua exportação de dados está sendo preparada; peça outra quando ela estiver pronta', 'Your data export is being prepared; ask for another once it is ready'),
  EXPORT_NOT_FOUND: entry(17002, '没有找到该数据导出', 'Exportação de dados não encontrada', 'No such data export'),
  EXPORT_NOT_READY: entry(17003, '数据导出仍在准备中，请稍后再下载', 'A exportação ainda está sendo preparada; baixe-a mais tarde', 'The export is still being prepared; download it a little later'),
  EXPORT_EXPIRED: entry(17004, '该数据导出已过期，请重新申请', 'Esta exportação expirou; peça uma nova', 'This export has expired; ask for a new one'),

  // Closure
  ACCOUNT_CLOSING: entry(
    17010,
    '账号已申请注销，不能游戏或充值；注销申请后60天内仍可登录、出售和取回饰品',
    'O encerramento desta conta foi pedido: não é possível jogar nem recarregar; por 60 dias após o pedido ainda pode entrar, vender e resgatar itens',
    'Closure of this account was requested: play and recharge are no longer possible; for 60 days after the request you can still sign in, sell and retrieve items',
  ),
  ACCOUNT_ALREADY_CLOSING: entry(17011, '该账号已申请注销', 'O encerramento desta conta já foi pedido', 'Closure of this account was already requested'),
  CLOSURE_NOT_CONFIRMED: entry(17012, '请确认注销账号', 'Confirme o encerramento da conta', 'Confirm the account closure'),

  // Terms
  TERMS_VERSION_NOT_IN_FORCE: entry(17020, '该版本的用户协议未生效，请刷新后重试', 'Esta versão dos termos não está em vigor; recarregue e tente novamente', 'This version of the terms is not in force; reload and try again'),
} as const;
