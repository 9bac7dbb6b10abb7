import { entry } from './entry';

/** Accounts: sign-in, codes, sessions, profile, security, real name, invitations (11xxx). */
export const ACCOUNT_ERRORS = {
  // Sign-in: one answer whether or not the account exists
  LOGIN_FAILED: entry(11001, '账号或密码错误', 'Conta ou senha incorreta', 'Wrong account or password'),
  CODE_WRONG: entry(11002, '验证码错误或已失效', 'Código incorreto ou expirado', 'The code is wrong or has expired'),
  CODE_ATTEMPTS_EXCEEDED: entry(11003, '验证码错误次数过多，请重新获取', 'Tentativas demais com este código, solicite um novo', 'Too many wrong tries, request a new code'),
  SMS_TOO_FREQUENT: entry(11004, '发送过于频繁，请60秒后再试', 'Envio muito frequente, tente novamente em 60 segundos', 'Sent too recently, try again in 60 seconds'),
  SMS_DAILY_LIMIT: entry(11005, '今日验证码发送次数已达上限', 'Limite diário de códigos atingido', 'Daily limit of codes reached'),
  SMS_UNAVAILABLE: entry(11006, '短信服务繁忙，请稍后再试', 'Serviço de SMS ocupado, tente mais tarde', 'The SMS service is busy, please try later'),
  CAPTCHA_REQUIRED: entry(11007, '请先完成安全验证', 'Conclua a verificação de segurança primeiro', 'Complete the security check first'),
  CAPTCHA_WRONG: entry(11008, '安全验证未通过或已失效，请重试', 'A verificação de segurança falhou ou expirou, tente novamente', 'The security check failed or has expired, try again'),
  PASSWORD_NOT_DECRYPTABLE: entry(11009, '密码解密失败，请刷新页面后重试', 'Não foi possível decifrar a senha, recarregue a página', 'The password could not be decrypted, reload the page and retry'),

  // Passwords
  PASSWORD_TOO_COMMON: entry(11010, '密码过于常见，请换一个', 'Senha comum demais, escolha outra', 'This password is too common, choose another'),
  PASSWORD_OLD_WRONG: entry(11011, '原密码错误', 'Senha atual incorreta', 'The current password is wrong'),
  PASSWORD_PROOF_REQUIRED: entry(11012, '请输入原密码或短信验证码', 'Informe a senha atual ou o código SMS', 'Enter the current password or the SMS code'),
  PASSWORD_NOT_SET: entry(11013, '请先设置密码', 'Defina uma senha primeiro', 'Set a password first'),

  // Profile
  NICKNAME_INVALID: entry(11020, '昵称为1-14位数字、英文或中文', 'O apelido deve ter de 1 a 14 dígitos, letras ou caracteres chineses', 'The nickname must be 1-14 digits, English letters or Chinese characters'),
  NICKNAME_TOO_SOON: entry(11021, '昵称每10天只能修改一次', 'O apelido só pode ser alterado uma vez a cada 10 dias', 'The nickname can be changed once every 10 days'),
  NICKNAME_FORBIDDEN: entry(11022, '昵称包含不允许的词语', 'O apelido contém palavras não permitidas', 'The nickname contains words that are not allowed'),
  AVATAR_INVALID: entry(11023, '头像须为 PNG、JPEG、WebP 或 GIF 图片', 'O avatar deve ser uma imagem PNG, JPEG, WebP ou GIF', 'The avatar must be a PNG, JPEG, WebP or GIF image'),
  AVATAR_TOO_LARGE: entry(11024, '头像图片过大', 'A imagem do avatar é grande demais', 'The avatar image is too large'),
  PROFILE_CHANGE_REQUIRED: entry(11025, '请填写要修改的昵称或头像', 'Informe o apelido ou o avatar a alterar', 'Give the nickname or avatar to change'),

  // Phone
  MOBILE_TAKEN: entry(11030, '该手机号已绑定其他账号', 'Este número já está vinculado a outra conta', 'This phone number is bound to another account'),
  MOBILE_UNCHANGED: entry(11031, '与当前绑定的手机号相同', 'É o mesmo número já vinculado', 'This is the phone number already bound'),
  MOBILE_REQUIRED: entry(11032, '请先绑定手机号', 'Vincule um número de telefone primeiro', 'Bind a phone number first'),

  // Steam trade link
  TRADE_URL_INVALID: entry(11040, '交易链接无效，请填写正确的 Steam 交易链接', 'Link de troca inválido, informe um link de troca Steam correto', 'Invalid trade link, enter a correct Steam trade link'),
  STEAM_INVENTORY_PRIVATE: entry(11041, 'Steam 库存未公开，请将库存设为公开后重试', 'O inventário Steam não é público; torne-o público e tente novamente', 'The Steam inventory is not public; make it public and try again'),
  STEAM_UNAVAILABLE: entry(11042, '暂时无法连接 Steam，请稍后再试', 'Não foi possível contatar a Steam, tente mais tarde', 'Steam cannot be reached right now, please try later'),
  STEAM_BIND_REQUIRED: entry(11043, '请先绑定 Steam 账号', 'Vincule a conta Steam primeiro', 'Bind the Steam account first'),

  // Real name
  REAL_NAME_INVALID: entry(11050, '请输入正确的真实姓名', 'Informe o nome real corretamente', 'Enter your real name correctly'),
  ID_NUMBER_INVALID: entry(11051, '身份证号码格式不正确', 'O formato do número de identidade está incorreto', 'The id number format is incorrect'),
  UNDERAGE: entry(11052, '未满18周岁不能使用本平台，该账号已被禁止游戏和充值', 'Menores de 18 anos não podem usar a plataforma; esta conta foi impedida de jogar e pagar', 'Users under 18 may not use the platform; this account is barred from play and payment'),
  REAL_NAME_ALREADY_VERIFIED: entry(11053, '已完成实名认证，不能修改', 'A verificação de nome real já foi feita e não pode ser alterada', 'Real-name verification is done and cannot be changed'),
  ID_NUMBER_TAKEN: entry(11054, '该身份证号已认证其他账号', 'Este número de identidade já verificou outra conta', 'This id number has already verified another account'),
  REAL_NAME_REQUIRED: entry(11055, '请先完成实名认证', 'Conclua a verificação de nome real primeiro', 'Complete real-name verification first'),
  ACCOUNT_BARRED_MINOR: entry(11056, '未成年人账号，不能游戏和充值', 'Conta de menor de idade: jogo e pagamento bloqueados', 'Minor account: play and payment are barred'),
  REAL_NAME_MISMATCH: entry(11057, '姓名与身份证号码不一致，请核对后重试', 'O nome não corresponde ao número de identidade; confira e tente novamente', 'The name does not match the id number; check them and try again'),
  REAL_NAME_UNAVAILABLE: entry(11058, '实名认证服务繁忙，请稍后再试', 'O serviço de verificação de nome real está ocupado, tente mais tarde', 'The real-name verification service is busy, please try later'),
  REAL_NAME_TOO_MANY: entry(11059, '今日实名认证次数已达上限，请明天再试', 'Limite diário de verificações de nome real atingido, tente amanhã', 'Daily limit of real-name checks reached, try again tomorrow'),

  // Invitations
  INVITE_CODE_INVALID: entry(11060, '邀请码不存在', 'Código de convite inexistente', 'This invite code does not exist'),
  INVITER_ALREADY_BOUND: entry(11061, '已绑定邀请人，不能修改', 'O convidador já foi vinculado e não pode mudar', 'An inviter is already bound and cannot change'),
  INVITE_CODE_OWN: entry(11062, '不能填写自己的邀请码', 'Não é possível usar o seu próprio código de convite', 'You cannot use your own invite code'),
  INVITE_CYCLE: entry(11063, '不能绑定由你邀请的用户', 'Não é possível vincular um usuário convidado por você', 'You cannot bind a user you invited'),

  // Sub-accounts
  SUB_ACCOUNT_LIMIT: entry(11070, '子账号数量已达上限', 'Limite de subcontas atingido', 'The number of sub-accounts has reached its limit'),
  ACCOUNT_NOT_YOURS: entry(11071, '只能切换到同一主人的账号', 'Só é possível alternar entre contas do mesmo titular', 'You can only switch between accounts of one owner'),
  ACCOUNT_DISABLED: entry(11072, '该账号已停用', 'Esta conta está desativada', 'This account is disabled'),
} as const;
