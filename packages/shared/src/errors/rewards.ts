import { entry } from './entry';

/**
 * Red packets and reward tasks: codes 27xxx. A packet or task whose condition is not reached yet is
 * the common `CLAIM_CONDITION_NOT_MET` (spec point 8 wording).
 */
export const REWARDS_ERRORS = {
  RED_PACKET_NOT_FOUND: entry(27001, '红包口令不存在，请检查后重试', 'Este código de envelope vermelho não existe; confira e tente de novo', 'This red packet code does not exist; check it and try again'),
  RED_PACKET_EXPIRED: entry(27002, '该红包已过期', 'Este envelope vermelho expirou', 'This red packet has expired'),
  RED_PACKET_EMPTY: entry(27003, '红包已被领完', 'Todos os envelopes vermelhos deste código já foram resgatados', 'Every packet of this red packet has been claimed'),
  RED_PACKET_CLAIMED: entry(27004, '你已领取过该红包', 'Você já resgatou este envelope vermelho', 'You have already claimed this red packet'),
  RED_PACKET_NOT_CONDITIONED: entry(27005, '该红包请在红包口令处领取', 'Resgate este envelope vermelho pela entrada de código comum', 'Claim this red packet with the ordinary red packet code entry'),
  RED_PACKET_CODE_TAKEN: entry(27006, '该红包口令已存在', 'Este código de envelope vermelho já existe', 'This red packet code already exists'),
  RED_PACKET_SPLIT: entry(27007, '红包总额须至少为每个红包 0.01', 'O valor total deve dar pelo menos 0,01 para cada envelope', 'The total must give every packet at least 0.01'),
  RED_PACKET_CODE_REQUIRED: entry(27008, '请先填写红包口令', 'Preencha primeiro o código do envelope vermelho', 'Fill in the red packet code first'),
  RED_PACKET_CODE_MALFORMED: entry(27009, '红包口令为 4-32 位字母或数字', 'O código tem de 4 a 32 letras ou dígitos', 'A red packet code is 4 to 32 letters or digits'),
  REWARD_CLAIMED: entry(27101, '该奖励本期已领取', 'Esta recompensa já foi resgatada neste período', 'This reward has already been claimed for this period'),
} as const;
