import type { Locale } from './constants';
import { formatMoney } from './money';

/**
 * The personal messages other modules send, by template: the stored message keeps the template and
 * its parameters, and is written out in the reader's language each time it is listed or read.
 */
export const MESSAGE_TEMPLATES = {
  rebate_settled: {
    params: ['amount', 'day'],
    cn: { title: '推广返利已到账', body: '{day} 的推广返利 {amount} 已结算，可在邀请页领取。' },
    br: { title: 'Comissão de convite creditada', body: 'A comissão de convites de {day}, {amount}, foi liquidada; resgate-a na página de convites.' },
    en: { title: 'Invite rebate settled', body: 'Your invite rebate for {day}, {amount}, has been settled; claim it on the invite page.' },
  },
  retrieval_done: {
    params: ['item'],
    cn: { title: '取回完成', body: '{item} 已发送到你的 Steam 库存。' },
    br: { title: 'Retirada concluída', body: '{item} foi enviado ao seu inventário Steam.' },
    en: { title: 'Retrieval complete', body: '{item} has been sent to your Steam inventory.' },
  },
  retrieval_inventory_private: {
    params: ['item'],
    cn: { title: '取回未完成', body: '{item} 未能取回：Steam 库存未公开，请将库存设为公开后重试。饰品已退回背包。' },
    br: { title: 'Retirada não concluída', body: '{item} não foi retirado: o inventário Steam não é público; torne-o público e tente novamente. O item voltou à mochila.' },
    en: { title: 'Retrieval not completed', body: '{item} was not retrieved: the Steam inventory is not public; make it public and try again. The item is back in your backpack.' },
  },
  prize_won: {
    params: ['prize'],
    cn: { title: '恭喜中奖', body: '你赢得了 {prize}，已放入背包。' },
    br: { title: 'Parabéns pelo prêmio', body: 'Você ganhou {prize}; ele está na sua mochila.' },
    en: { title: 'You won a prize', body: 'You won {prize}; it is in your backpack.' },
  },
  rank_paid: {
    params: ['rank', 'amount'],
    cn: { title: '排行榜奖励', body: '你在排行榜获得第 {rank} 名，奖励 {amount} 已到账。' },
    br: { title: 'Prêmio do ranking', body: 'Você ficou em {rank}º lugar no ranking; o prêmio de {amount} foi creditado.' },
    en: { title: 'Ranking prize', body: 'You placed #{rank} in the ranking; the prize of {amount} has been credited.' },
  },
  red_packet_claimed: {
    params: ['amount'],
    cn: { title: '红包领取成功', body: '你领取了红包 {amount}，已存入余额。' },
    br: { title: 'Envelope vermelho resgatado', body: 'Você resgatou um envelope vermelho de {amount}; o valor está no seu saldo.' },
    en: { title: 'Red packet claimed', body: 'You claimed a red packet of {amount}; it is in your balance.' },
  },
  reward_claimed: {
    params: ['reward'],
    cn: { title: '奖励领取成功', body: '你已领取奖励：{reward}。' },
    br: { title: 'Recompensa resgatada', body: 'Você resgatou a recompensa: {reward}.' },
    en: { title: 'Reward claimed', body: 'You claimed the reward: {reward}.' },
  },
} as const satisfies Record<string, { params: readonly string[] } & Record<Locale, { title: string; body: string }>>;

export type MessageTemplateId = keyof typeof MESSAGE_TEMPLATES;

export function isMessageTemplateId(value: unknown): value is MessageTemplateId {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_TEMPLATES, value);
}

/**
 * Fills a template in one language. A parameter named `amount` is hundredths and is written as
 * money; a missing one stays visible as `{name}` rather than vanishing from the sentence.
 */
export function renderMessage(template: MessageTemplateId, params: Readonly<Record<string, string | number>>, locale: Locale): { title: string; body: string } {
  const texts = MESSAGE_TEMPLATES[template][locale];
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return name === 'amount' && typeof value === 'number' ? formatMoney(value) : String(value);
    });
  return { title: fill(texts.title), body: fill(texts.body) };
}
