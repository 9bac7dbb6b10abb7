import { entry } from './entry';

/** Invites and rebates: codes 29xxx. */
export const INVITE_ERRORS = {
  INVITE_NOTHING_TO_CLAIM: entry(29001, '暂无可领取的推广金额', 'Não há valor de promoção para resgatar', 'There is no promotion amount to claim'),
  INVITE_DAY_INVALID: entry(29002, '日期格式应为 YYYY-MM-DD', 'A data deve estar no formato AAAA-MM-DD', 'The day must be written YYYY-MM-DD'),
  INVITE_RATE_INVALID: entry(29003, '返利比例应在 0% 到 30% 之间', 'A taxa de comissão deve ficar entre 0% e 30%', 'A rebate rate must be between 0% and 30%'),
  INVITE_LEVEL_INVALID: entry(29004, '推广等级不存在', 'Este nível de promotor não existe', 'This promoter level does not exist'),
  INVITE_MEMBER_NOT_FOUND: entry(29005, '该用户不存在', 'Este usuário não existe', 'This member does not exist'),
} as const;
