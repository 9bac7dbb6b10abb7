import { entry } from './entry';

/** Fishing: codes 22xxx. The three refusals of spec point 8 keep its wording. */
export const FISHING_ERRORS = {
  FISHING_ALREADY_ACTIVE: entry(22001, '已有钓场正在进行，请先结束', 'Já há um pesqueiro ativo; encerre-o primeiro', 'A fishing ground is already active, end it first'),
  FISHING_BAIT_EXHAUSTED: entry(22002, '鱼饵已用完，钓鱼已停止', 'Isca esgotada, pesca encerrada', 'Bait exhausted, fishing stopped'),
  FISHING_MODE_LOCKED: entry(22003, '请先结束钓鱼再切换模式', 'Encerre a pesca antes de trocar de modo', 'End fishing before switching modes'),
  FISHING_PLACE_NOT_FOUND: entry(22004, '该钓点不存在', 'Este ponto de pesca não existe', 'This fishing spot does not exist'),
  FISHING_PLACE_CLOSED: entry(22005, '该钓点暂未开放', 'Este ponto de pesca está fechado por enquanto', 'This fishing spot is closed for now'),
  FISHING_TOOL_NOT_FOUND: entry(22006, '该渔具不存在或已下架', 'Este equipamento não existe ou saiu de venda', 'This fishing tool does not exist or is no longer sold'),
  FISHING_TOOL_PRICE_CHANGED: entry(22007, '渔具价格已变动，请确认后重新购买', 'O preço mudou; confira e compre de novo', 'The price has changed; check it and buy again'),
  FISHING_ROD_OWNED: entry(22008, '您已拥有这根鱼竿', 'Você já tem esta vara', 'You already own this rod'),
  FISHING_BUY_NUM: entry(22009, '每次可购买 1-20 份', 'Compre de 1 a 20 por vez', 'Buy 1 to 20 at a time'),
  FISHING_NOT_BAIT: entry(22010, '请选择鱼饵开始钓鱼', 'Escolha uma isca para começar a pescar', 'Choose a bait to start fishing'),
  FISHING_NO_BAIT: entry(22011, '鱼饵不足，请先到渔具商店购买', 'Isca insuficiente; compre na loja de pesca', 'Not enough bait; buy some in the fishing shop'),
  FISHING_BAIT_WRONG_LEVEL: entry(22012, '该鱼饵不适用于这一层钓点', 'Esta isca não serve para este nível', 'This bait is not for spots of this level'),
  FISHING_ROD_REQUIRED: entry(22013, '该钓点需要更好的鱼竿', 'Este ponto precisa de uma vara melhor', 'This spot needs a better rod'),
  FISHING_MODE_INVALID: entry(22014, '请选择娱乐模式或休闲模式', 'Escolha o modo entretenimento ou lazer', 'Choose entertainment or leisure mode'),
  FISHING_NOT_ACTIVE: entry(22015, '当前没有进行中的钓鱼', 'Você não está pescando agora', 'You are not fishing right now'),
  FISHING_CATCH_NOT_FOUND: entry(22016, '该渔获箱不存在', 'Esta caixa de pesca não existe', 'This catch box does not exist'),
  FISHING_TOOL_INVALID: entry(22017, '鱼饵包至少含 1 份鱼饵，鱼竿不含鱼饵', 'Um pacote de isca tem 1 isca ou mais; uma vara, nenhuma', 'A bait pack holds 1 bait or more; a rod holds none'),
  FISHING_TOOL_KIND_FIXED: entry(22018, '渔具的种类和层级创建后不可更改', 'O tipo e o nível de um equipamento não mudam depois de criado', "A tool's kind and level cannot change once created"),
} as const;
