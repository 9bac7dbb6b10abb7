import { entry } from './entry';

/** Boxes, provable fairness and the backpack: codes 13xxx. */
export const BOXES_ERRORS = {
  // Catalogue and opening
  BOX_NOT_FOUND: entry(13001, '箱子不存在或已下架', 'A caixa não existe ou foi retirada', 'The box does not exist or is no longer offered'),
  BOX_NOT_FOR_SALE: entry(13002, '该箱子为等级福利箱，不能直接购买开启', 'Esta é uma caixa grátis por nível e não pode ser comprada', 'This is a free level box and cannot be bought'),
  OPEN_COUNT_INVALID: entry(13003, '每次可开启 1-5 个箱子', 'Abra de 1 a 5 caixas por vez', 'Open 1 to 5 boxes at a time'),
  ODDS_NOT_PARTITION: entry(13004, '掉落区间必须恰好覆盖 1-100000', 'As faixas de sorteio devem cobrir exatamente 1-100000', 'Roll ranges must cover 1-100000 exactly'),
  ODDS_OUTSIDE_POLICY: entry(13005, '箱子的期望返还超出平台政策范围', 'O retorno esperado da caixa está fora da política', 'The expected return of the box is outside the house policy'),
  ODDS_VERSION_CONFLICT: entry(13006, '箱子概率已被修改，请刷新后重试', 'As chances da caixa mudaram, atualize e tente novamente', 'The box odds changed, refresh and try again'),
  ORNAMENT_NOT_FOUND: entry(13007, '饰品不存在', 'O item não existe', 'The item does not exist'),
  GUIDE_ALREADY_DONE: entry(13008, '新手引导开箱已完成', 'A abertura guiada já foi concluída', 'The guided opening is already done'),
  ODDS_INTEGRITY_FAILED: entry(13009, '该箱子的概率未通过完整性校验，暂停开启', 'As chances desta caixa falharam na verificação de integridade; aberturas suspensas', 'The odds of this box failed their integrity check; opening is paused'),
  BOX_ODDS_CHANGED: entry(13010, '箱子概率已更新，请查看新概率后再开启', 'As chances da caixa foram atualizadas; veja as novas chances antes de abrir', 'The box odds were updated; check the new odds before opening'),
  BOX_PRICE_CHANGED: entry(13011, '箱子价格已变动，请确认新价格后再开启', 'O preço da caixa mudou; confirme o novo preço antes de abrir', 'The box price changed; confirm the new price before opening'),

  // Provable fairness
  USER_SEED_INVALID: entry(13101, '用户种子须为 1-64 位字母、数字、- 或 _', 'A semente deve ter de 1 a 64 letras, números, - ou _', 'The user seed must be 1-64 letters, digits, - or _'),
  USER_SEED_REQUIRED: entry(13102, '请先设置您的用户种子', 'Defina primeiro a sua semente de usuário', 'Set your user seed first'),
  ROLL_NOT_FOUND: entry(13103, '该掷点记录不存在', 'Este sorteio não existe', 'This roll does not exist'),
  ROLL_CHECK_INCOMPLETE: entry(13104, '请提供掷点编号，或密钥、用户种子和轮次', 'Informe o id do sorteio, ou o segredo, a semente e a rodada', 'Give a roll id, or the secret, user seed and round'),
  CHAIN_RECORD_NOT_FOUND: entry(13105, '该结果尚未记入公开哈希链', 'Este resultado ainda não está na cadeia pública de hashes', 'This result is not in the public hash chain yet'),

  // Backpack (spec point 8: items cannot be decomposed or retrieved after favouriting)
  ITEM_NOT_FOUND: entry(13201, '物品不存在', 'O item não existe', 'The item does not exist'),
  ITEM_COLLECTED: entry(13202, '收藏后不可分解或取回', 'Não pode ser decomposto ou resgatado após favoritar', 'Cannot be decomposed or retrieved after favouriting'),
  ITEM_NOT_AVAILABLE: entry(13203, '物品当前状态不可进行此操作', 'O item não pode passar por esta ação no estado atual', 'The item cannot do this in its current state'),
  NOTHING_TO_SELL: entry(13204, '没有可分解的物品', 'Não há itens para decompor', 'There are no items to decompose'),
} as const;
