import { entry } from './entry';

/** The item economy (retrieval to Steam, the shop and mall, the key shop): codes 24xxx. */
export const ECONOMY_ERRORS = {
  // Retrieval
  RETRIEVAL_NOT_FOUND: entry(24002, '取回记录不存在', 'Este resgate não existe', 'This retrieval does not exist'),
  RETRIEVAL_NOT_CANCELLABLE: entry(24003, '该取回已结束，无法取消', 'Este resgate já terminou e não pode ser cancelado', 'This retrieval has ended and cannot be cancelled'),
  RETRIEVAL_OFFER_SENT: entry(24004, '交易报价已发出，请在 Steam 中接受或拒绝', 'A oferta de troca já foi enviada; aceite ou recuse na Steam', 'The trade offer has been sent; accept or decline it in Steam'),
  MARKET_UNAVAILABLE: entry(24005, '交易市场暂时无法连接，请稍后再试', 'O mercado de trocas não responde agora; tente mais tarde', 'The trading market cannot be reached right now; please try later'),
  RETRIEVAL_CANCEL_REFUSED: entry(24006, '交易市场暂不能取消该订单；卖家未按时发货时订单会自动取消，饰品将退回背包', 'O mercado não pode cancelar este pedido agora; se o vendedor não enviar a tempo, ele é cancelado e o item volta à mochila', 'The market cannot cancel this order now; if the seller does not ship in time it is cancelled and the item returns to the backpack'),

  // Shop and mall
  MALL_ITEM_NOT_FOUND: entry(24101, '该商品不存在或已下架', 'Este item não existe ou saiu da loja', 'This item does not exist or is no longer sold'),
  MALL_OUT_OF_STOCK: entry(24102, '商品库存不足', 'Estoque insuficiente', 'Not enough stock'),
  MALL_PRICE_CHANGED: entry(24103, '商品价格已变动，请确认后重试', 'O preço mudou; confira e tente de novo', 'The price has changed; check it and try again'),
  EXCHANGE_VALUE_CHANGED: entry(24104, '兑换差额已变动，请确认后重试', 'A diferença da troca mudou; confira e tente de novo', 'The exchange difference has changed; check it and try again'),
  EXCHANGE_SHORT_OF_DIAMONDS: entry(
    24105,
    '钻石不足以补齐差额：钻石不能充值，只来自兑换时多出的价值。请多选一些饰品，或换一件更便宜的商品',
    'Seus diamantes não cobrem a diferença: diamantes não são recarregáveis, só vêm do valor que sobra numa troca. Escolha mais itens ou um item mais barato',
    'Your diamonds do not cover the difference: diamonds cannot be recharged, they only come from value left over in an exchange. Choose more items or a cheaper one',
  ),

  // Key shop
  KEY_PRODUCT_NOT_FOUND: entry(24201, '该钥匙不存在或已下架', 'Esta chave não existe ou saiu da loja', 'This key does not exist or is no longer sold'),
  KEY_CART_EMPTY: entry(24202, '购物车是空的', 'O carrinho está vazio', 'The cart is empty'),
  KEY_ORDER_NOT_FOUND: entry(24203, '订单不存在', 'Pedido não encontrado', 'Order not found'),
  KEY_ORDER_NOT_PAYABLE: entry(24204, '该订单无法支付', 'Este pedido não pode ser pago', 'This order cannot be paid'),
  KEY_STEAM_ACCOUNT_NOT_FOUND: entry(24205, '请先添加收货 Steam 账号', 'Adicione primeiro uma conta Steam para a entrega', 'Add a Steam account for delivery first'),
  KEY_STEAM_ACCOUNT_LIMIT: entry(24206, '最多可添加 5 个 Steam 账号', 'Você pode adicionar até 5 contas Steam', 'You can add up to 5 Steam accounts'),
  KEY_QUANTITY: entry(24207, '每种钥匙每单可购买 1-20 把', 'Compre de 1 a 20 chaves de cada tipo por pedido', 'Buy 1 to 20 keys of each kind per order'),
} as const;
