import { entry } from './entry';

/** Errors every module can raise: session, request shape, spec point 5 wording, last resort. */
export const COMMON_ERRORS = {
  // Session and access
  TOKEN_EXPIRED: entry(10001, '登录已过期，请重新登录', 'Sessão expirada, faça login novamente', 'Session expired, please log in again'),
  LOGIN_REQUIRED: entry(10002, '请先登录或注册', 'Faça login ou cadastre-se primeiro', 'Log in or register first'),
  FORBIDDEN: entry(10003, '无权执行此操作', 'Você não tem permissão para esta ação', 'You are not allowed to do this'),
  AUTH_KEY_MISSING: entry(10010, '请求签名缺失', 'Assinatura da requisição ausente', 'Request signature missing'),
  AUTH_KEY_INVALID: entry(10011, '请求签名无效', 'Assinatura da requisição inválida', 'Request signature invalid'),
  AUTH_KEY_STALE: entry(10012, '请求已过期，请校准设备时间后重试', 'Requisição expirada, ajuste o relógio do dispositivo e tente novamente', 'Request expired, check your device clock and try again'),
  RATE_LIMITED: entry(10029, '操作过于频繁，请稍后再试', 'Muitas tentativas, tente novamente mais tarde', 'Too many attempts, please try again later'),

  // Request shape
  DATA_ABNORMAL: entry(20000, '数据异常', 'Dados anormais', 'Data abnormal'),
  BODY_NOT_JSON: entry(20001, '请求内容不是有效的 JSON', 'O corpo da requisição não é um JSON válido', 'The request body is not valid JSON'),
  BODY_TOO_LARGE: entry(20002, '请求内容过大', 'O corpo da requisição é grande demais', 'The request body is too large'),
  WRONG_SHOP: entry(20003, '店铺编号错误', 'Número da loja incorreto', 'Wrong shop number'),
  NOT_FOUND: entry(20004, '请求的接口不存在', 'O recurso solicitado não existe', 'The requested call does not exist'),
  NO_MORE_DATA: entry(20005, '没有更多数据了', 'Não há mais dados', 'No more data'),
  FEATURE_NOT_OPEN: entry(20006, '功能暂未开放', 'Recurso ainda não disponível', 'Feature not open yet'),
  TEXT_HAS_NUL: entry(20007, '请求内容含有不允许的空字符', 'A requisição contém um caractere nulo, que não é permitido', 'The request contains a NUL character, which is not allowed'),

  // Validation wording of spec point 5
  PHONE_INVALID: entry(30001, '手机号格式不正确', 'O formato do número de telefone está incorreto', 'The phone number format is incorrect'),
  PASSWORD_LENGTH: entry(30002, '密码长度6-40位', 'A senha deve ter de 6 a 40 caracteres', 'Password length 6-40'),
  CODE_INVALID: entry(30003, '请输入5位验证码', 'Digite o código de 5 dígitos', 'Enter the 5-digit code'),
  CODE_REQUIRED: entry(30004, '请先填写验证码', 'Preencha o código primeiro', 'Fill in the code first'),
  AGREEMENT_REQUIRED: entry(30005, '请先同意条款', 'Concorde com os termos primeiro', 'Please agree to the terms first'),
  PAYMENT_METHOD_REQUIRED: entry(30006, '请选择支付方式', 'Selecione uma forma de pagamento', 'Please select a payment method'),
  CLAIM_CONDITION_NOT_MET: entry(30007, '领取条件尚未达成', 'As condições para o resgate ainda não foram atendidas', 'The conditions for receipt are not yet met'),

  // Money and items
  INSUFFICIENT_BALANCE: entry(40001, '余额不足', 'Saldo insuficiente', 'Insufficient balance'),

  // The server
  SERVICE_RESTARTING: entry(50001, '服务正在重启，请稍后重试', 'O serviço está reiniciando, tente novamente em instantes', 'The service is restarting, please try again in a moment'),

  // Last resort
  UNKNOWN: entry(50000, '未知错误，请联系管理员', 'Erro desconhecido, entre em contato com o administrador', 'Unknown error, please contact the administrator'),
} as const;
