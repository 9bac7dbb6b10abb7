import { entry } from './entry';

/**
 * Free level boxes and activities: codes 201xx (200xx are the common request-shape codes). A level,
 * recharge or step not reached yet is the common `CLAIM_CONDITION_NOT_MET` (spec point 8 wording).
 */
export const ACTIVITY_ERRORS = {
  FREE_BOX_NOT_FOUND: entry(20101, '该福利箱不存在', 'Esta caixa grátis não existe', 'This free box does not exist'),
  FREE_BOX_COOLDOWN: entry(20102, '该福利箱每 24 小时可开启一次，请等待倒计时结束', 'Esta caixa grátis abre uma vez a cada 24 horas; aguarde o fim da contagem', 'This free box opens once every 24 hours; wait for the countdown to end'),
  RECHARGE_AWARD_CLAIMED: entry(20103, '今日该档奖励已领取', 'A recompensa deste nível já foi resgatada hoje', 'This reward has already been claimed today'),
  PRAY_ITEM_NOT_OFFERED: entry(20104, '请从今日的祈愿饰品中选择', 'Escolha um dos itens do desejo de hoje', "Choose one of today's wish items"),
  PRAY_CHOICE_REQUIRED: entry(20105, '请先选择祈愿饰品', 'Escolha primeiro o item do seu desejo', 'Choose the item you wish for first'),
  PRAY_ALREADY_DRAWN: entry(20106, '今日已祈愿，请明天再来', 'Você já fez o desejo de hoje; volte amanhã', "You have made today's wish; come back tomorrow"),
  ACTIVITY_NOT_FOUND: entry(20107, '该活动不存在或已结束', 'Esta atividade não existe ou terminou', 'This activity does not exist or has ended'),
  ACTIVITY_STEP_NO_REWARD: entry(20108, '该步没有奖励', 'Este passo não tem recompensa', 'This step has no reward'),
  ACTIVITY_STEP_CLAIMED: entry(20109, '该步奖励已领取', 'A recompensa deste passo já foi resgatada', "This step's reward has already been claimed"),
} as const;
