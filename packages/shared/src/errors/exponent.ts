import { entry } from './entry';

/** The exponent (index) game: codes 23xxx. */
export const EXPONENT_ERRORS = {
  EXPONENT_ROUND_CLOSED: entry(23001, '本期已结束，请参与下一期', 'Esta rodada terminou; participe da próxima', 'This round has ended; join the next one'),
  EXPONENT_BOX_NOT_OFFERED: entry(23002, '该武器箱不在本期可选范围内', 'Esta caixa de armas não está à venda nesta rodada', 'This weapon box is not on offer in this round'),
  EXPONENT_PURCHASE_FINAL: entry(23003, '购买后不可更改', 'As compras não podem ser alteradas', 'Purchases cannot be changed'),
  EXPONENT_LIMIT_REACHED: entry(23004, '已达到最大次数', 'Número máximo de vezes atingido', 'Reached the maximum number of times'),
  EXPONENT_DIRECTION_INVALID: entry(23005, '请选择涨或跌', 'Escolha alta ou baixa', 'Choose rise or fall'),
  EXPONENT_BOX_NOT_FOUND: entry(23006, '该指数箱不存在', 'Esta caixa de índice não existe', 'This index box does not exist'),
  EXPONENT_BOX_OPENED: entry(23007, '该指数箱已开启', 'Esta caixa de índice já foi aberta', 'This index box has already been opened'),
  EXPONENT_ROUND_NOT_FOUND: entry(23008, '该期不存在', 'Esta rodada não existe', 'This round does not exist'),
  EXPONENT_OFFER_INVALID: entry(23009, '武器箱须为付费箱，指数箱须为指数玩法的箱子', 'A caixa de armas deve ser paga e a caixa de índice, do jogo do índice', 'A weapon box must be a paid box and its index box an exponent box'),
  EXPONENT_OFFER_OUTSIDE_POLICY: entry(23010, '该组合的期望回报超出 85%-95% 的范围', 'O retorno esperado desta combinação está fora da faixa de 85% a 95%', 'The expected return of this pairing is outside 85%–95%'),
  EXPONENT_LIMIT_INVALID: entry(23011, '每期次数须为 1-20', 'O limite por rodada deve ser de 1 a 20', 'The limit per round must be 1 to 20'),
} as const;
