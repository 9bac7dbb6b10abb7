import { entry } from './entry';

/** The percentage game and the forge: codes 15xxx. */
export const GAMES_ERRORS = {
  // Percentage game (spec points 5 and 9)
  PERCENT_TARGET_REQUIRED: entry(15001, '请先选择饰品', 'Escolha um item primeiro', 'Choose an item first'),
  PERCENT_CHANCE_OUT_OF_RANGE: entry(15002, '胜率须在 1%-75% 之间', 'A chance deve ficar entre 1% e 75%', 'The chance must be between 1% and 75%'),
  PERCENT_STAKE_OUT_OF_RANGE: entry(15003, '单次投入须在 3-8000 金币之间', 'A aposta deve ficar entre 3 e 8000 moedas', 'A stake must be between 3 and 8000 coins'),
  PERCENT_TOO_MANY_ITEMS: entry(15004, '最多可选择 8 件饰品', 'Escolha no máximo 8 itens', 'Choose at most 8 items'),
  PERCENT_STAKE_REQUIRED: entry(15005, '请投入金币或选择饰品', 'Aposte moedas ou escolha itens', 'Stake coins or choose items'),
  PERCENT_TARGET_INVALID: entry(15006, '该饰品不能作为追梦目标', 'Este item não pode ser o alvo', 'This item cannot be a target'),
  PERCENT_PLAY_NOT_FOUND: entry(15007, '该追梦记录不存在', 'Esta jogada não existe', 'This play does not exist'),
  PERCENT_CHANCE_CHANGED: entry(15008, '目标饰品价格已变动，请确认新的胜率后再试', 'O preço do alvo mudou; confira a nova chance e tente de novo', "The target's price changed; check the new chance and try again"),

  // Forge
  FORGE_INPUT_COUNT: entry(15101, '请选择 2-10 件饰品进行合成', 'Escolha de 2 a 10 itens para forjar', 'Choose 2 to 10 items to forge'),
  FORGE_VALUE_TOO_LOW: entry(15102, '所选饰品总价值低于最低合成档位', 'O valor dos itens está abaixo da faixa mínima da forja', 'The items are worth less than the lowest forge band'),
} as const;
