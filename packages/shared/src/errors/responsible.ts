import { entry } from './entry';

/** Responsible play: limits and breaks. Codes 16xxx. */
export const RESPONSIBLE_ERRORS = {
  PLAY_BREAK_ACTIVE: entry(16001, '您正在休息期间，暂不能充值或游戏；仍可查看记录、出售或取回饰品', 'Você está em uma pausa: não pode recarregar nem jogar; ainda pode ver o histórico, vender ou resgatar itens', 'You are on a break: you cannot recharge or play; you can still see your history, sell or retrieve items'),
  BREAK_CANNOT_SHORTEN: entry(16002, '休息期不能缩短，只能延长', 'Uma pausa não pode ser encurtada, apenas prolongada', 'A break cannot be shortened, only extended'),
  RECHARGE_LIMIT_DAY: entry(16011, '已达到每日充值限额，将于北京时间次日 0 点重置', 'Limite diário de recarga atingido; renova à meia-noite (horário de Pequim)', 'Daily recharge limit reached; it resets at midnight, Beijing time'),
  RECHARGE_LIMIT_WEEK: entry(16012, '已达到每周充值限额，将于北京时间下周一 0 点重置', 'Limite semanal de recarga atingido; renova segunda-feira à meia-noite (horário de Pequim)', 'Weekly recharge limit reached; it resets on Monday at midnight, Beijing time'),
  RECHARGE_LIMIT_MONTH: entry(16013, '已达到每月充值限额，将于北京时间下月 1 日 0 点重置', 'Limite mensal de recarga atingido; renova no dia 1 à meia-noite (horário de Pequim)', 'Monthly recharge limit reached; it resets on the 1st at midnight, Beijing time'),
  LOSS_LIMIT_DAY: entry(16021, '已达到每日亏损限额，将于北京时间次日 0 点重置', 'Limite diário de perdas atingido; renova à meia-noite (horário de Pequim)', 'Daily loss limit reached; it resets at midnight, Beijing time'),
  LOSS_LIMIT_WEEK: entry(16022, '已达到每周亏损限额，将于北京时间下周一 0 点重置', 'Limite semanal de perdas atingido; renova segunda-feira à meia-noite (horário de Pequim)', 'Weekly loss limit reached; it resets on Monday at midnight, Beijing time'),
  LOSS_LIMIT_MONTH: entry(16023, '已达到每月亏损限额，将于北京时间下月 1 日 0 点重置', 'Limite mensal de perdas atingido; renova no dia 1 à meia-noite (horário de Pequim)', 'Monthly loss limit reached; it resets on the 1st at midnight, Beijing time'),
} as const;
