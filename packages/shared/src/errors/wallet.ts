import { entry } from './entry';

/** Wallet (ledger, conversion) and recharge (orders, callbacks, codes, in-app purchases): codes 12xxx. */
export const WALLET_ERRORS = {
  // Ledger
  TRANSFER_KEY_REUSED: entry(12001, '重复的请求编号，内容不一致', 'Chave de requisição repetida com conteúdo diferente', 'This request key was already used for a different request'),
  INSUFFICIENT_INGOTS_OR_COINS: entry(12002, '元宝或金币不足，可使用玉石抵扣', 'Lingotes ou moedas insuficientes; você pode usar jade para cobrir', 'Insufficient ingots or coins; you can deduct with jade'),
  CONVERSION_AMOUNT_INVALID: entry(12003, '兑换数量无效', 'Quantidade de conversão inválida', 'Invalid conversion amount'),

  // Recharge
  RECHARGE_PACKAGE_NOT_FOUND: entry(12010, '充值套餐不存在', 'Pacote de recarga não encontrado', 'Recharge package not found'),
  RECHARGE_AMOUNT_OUT_OF_RANGE: entry(12011, '充值金额超出允许范围', 'Valor de recarga fora do limite permitido', 'The recharge amount is outside the allowed range'),
  PAY_TYPE_UNAVAILABLE: entry(12012, '该支付方式暂不可用', 'Esta forma de pagamento não está disponível', 'This payment method is not available'),
  ORDER_NOT_FOUND: entry(12013, '订单不存在', 'Pedido não encontrado', 'Order not found'),
  ORDER_ALREADY_PAID: entry(12014, '该订单已支付', 'Este pedido já foi pago', 'This order is already paid'),
  ORDER_EXPIRED: entry(12015, '订单已超时，请重新下单', 'O pedido expirou; crie um novo', 'This order has timed out; please place a new one'),

  // Payment callbacks (answered to the provider, logged for an operator)
  PAY_CALLBACK_SIGNATURE_INVALID: entry(12020, '支付回调签名无效', 'Assinatura do retorno de pagamento inválida', 'Payment callback signature invalid'),
  PAY_CALLBACK_STALE: entry(12021, '支付回调已过期', 'Retorno de pagamento expirado', 'Payment callback expired'),
  PAY_CALLBACK_MISMATCH: entry(12022, '支付回调与订单不符', 'Retorno de pagamento não corresponde ao pedido', 'Payment callback does not match the order'),

  // Redemption codes
  REDEMPTION_CODE_REQUIRED: entry(12033, '请输入兑换码', 'Digite o código de resgate', 'Enter the redemption code'),
  REDEMPTION_CODE_INVALID: entry(12030, '兑换码无效或已过期', 'Código de resgate inválido ou expirado', 'Invalid or expired redemption code'),
  REDEMPTION_CODE_USED: entry(12031, '您已使用过该兑换码', 'Você já usou este código de resgate', 'You have already used this redemption code'),
  REDEMPTION_CODE_EXHAUSTED: entry(12032, '兑换码已被领完', 'Este código de resgate já foi totalmente utilizado', 'This redemption code has been used up'),

  // In-app purchases (App Store, Google Play)
  STORE_RECEIPT_INVALID: entry(12040, '购买凭证无效', 'Comprovante de compra inválido', 'Invalid purchase receipt'),
  STORE_UNAVAILABLE: entry(12041, '应用商店暂时无法验证，请稍后重试', 'A loja de aplicativos não pôde verificar agora; tente novamente mais tarde', 'The app store cannot verify right now; please try again later'),
  STORE_PRODUCT_UNKNOWN: entry(12042, '该商品不存在', 'Este produto não existe', 'This product does not exist'),
  STORE_PURCHASE_PENDING: entry(12043, '购买尚未完成，请完成付款后重试', 'A compra ainda não foi concluída; conclua o pagamento e tente novamente', 'The purchase is not complete yet; finish paying and try again'),
  STORE_PURCHASE_REVOKED: entry(12044, '该购买已退款或取消', 'Esta compra foi reembolsada ou cancelada', 'This purchase was refunded or cancelled'),
  STORE_PURCHASE_NOT_YOURS: entry(12045, '该购买属于其他账号', 'Esta compra pertence a outra conta', 'This purchase belongs to another account'),
} as const;
