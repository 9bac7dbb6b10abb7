import type { Locale } from './constants';

/**
 * Why money moved: every reason the ledger records, with what players read for it in each
 * language (account records, the console). The wallet takes only these, so a new reason cannot
 * reach a player's records without its words.
 */
export const LEDGER_REASONS = {
  recharge: { cn: '充值', br: 'Recarga', en: 'Recharge' },
  recharge_bonus: { cn: '充值赠送', br: 'Bônus de recarga', en: 'Recharge bonus' },
  first_recharge_bonus: { cn: '首充赠送', br: 'Bônus da primeira recarga', en: 'First recharge bonus' },
  recharge_reversal: { cn: '充值退款扣回', br: 'Estorno de recarga', en: 'Recharge reversed' },
  recharge_award: { cn: '充值奖励', br: 'Prêmio de recarga', en: 'Recharge award' },
  redemption_code: { cn: '兑换码', br: 'Código de resgate', en: 'Redemption code' },
  jade_conversion: { cn: '玉石兑换', br: 'Conversão de jade', en: 'Jade conversion' },
  jade_deduction: { cn: '玉石抵扣', br: 'Dedução com jade', en: 'Jade deduction' },
  box_purchase: { cn: '开箱', br: 'Abertura de caixa', en: 'Box opening' },
  item_sale: { cn: '出售饰品', br: 'Venda de item', en: 'Item sale' },
  percentage_stake: { cn: '追梦', br: 'Jogo do percentual', en: 'Percentage game' },
  arena_seat: { cn: '竞技场入座', br: 'Lugar na arena', en: 'Arena seat' },
  arena_robot_seat: { cn: '机器人入座', br: 'Lugar de robô na arena', en: 'Robot arena seat' },
  arena_battle: { cn: '竞技场结算', br: 'Fim da batalha', en: 'Battle settled' },
  arena_refund: { cn: '竞技场退款', br: 'Reembolso da arena', en: 'Arena refund' },
  arena_rank_prize: { cn: '竞技场排行奖励', br: 'Prêmio do ranking da arena', en: 'Arena ranking prize' },
  exponent_purchase: { cn: '指数购买', br: 'Compra no índice', en: 'Index purchase' },
  exponent_round: { cn: '指数结算', br: 'Rodada do índice encerrada', en: 'Index round settled' },
  fishing_tool: { cn: '渔具', br: 'Equipamento de pesca', en: 'Fishing gear' },
  mall_purchase: { cn: '商城购买', br: 'Compra na loja', en: 'Mall purchase' },
  exchange_change: { cn: '兑换返还', br: 'Troco de troca', en: 'Exchange change' },
  exchange_topup: { cn: '兑换补差', br: 'Complemento de troca', en: 'Exchange top-up' },
  key_purchase: { cn: '钥匙购买', br: 'Compra de chaves', en: 'Key purchase' },
  key_refund: { cn: '钥匙退款', br: 'Reembolso de chave', en: 'Key refund' },
  red_packet: { cn: '红包', br: 'Envelope vermelho', en: 'Red packet' },
  reward_task: { cn: '任务奖励', br: 'Recompensa de tarefa', en: 'Task reward' },
  correction: { cn: '余额调整', br: 'Correção de saldo', en: 'Balance correction' },
  invite_rebate: { cn: '推广返利', br: 'Comissão de convites', en: 'Invite rebate' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type LedgerReason = keyof typeof LEDGER_REASONS;

export function isLedgerReason(reason: string): reason is LedgerReason {
  return Object.hasOwn(LEDGER_REASONS, reason);
}

/** What a player reads for a reason; one the ledger has no words for reads as itself. */
export function ledgerReasonLabel(reason: string, locale: Locale): string {
  return isLedgerReason(reason) ? LEDGER_REASONS[reason][locale] : reason;
}
