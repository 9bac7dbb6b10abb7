import { entry } from './entry';

/** Roll rooms: codes 19xxx. */
export const ROLL_ERRORS = {
  ROLL_ROOM_NOT_FOUND: entry(19001, '该房间不存在', 'Esta sala não existe', 'This room does not exist'),
  ROLL_ROOM_NOT_STARTED: entry(19002, '房间尚未开始', 'A sala ainda não começou', 'This room has not started yet'),
  ROLL_ROOM_ENDED: entry(19003, '房间已结束', 'A sala já terminou', 'This room has ended'),
  ROLL_ROOM_PASSWORD_WRONG: entry(19004, '房间密码错误', 'Senha da sala incorreta', 'Wrong room password'),
  ROLL_ROOM_CONDITION_NOT_MET: entry(19005, '领取条件暂未达成', 'As condições para participar ainda não foram cumpridas', 'The conditions for receipt are not yet met'),
  ROLL_ROOM_ALREADY_JOINED: entry(19006, '您已加入该房间', 'Você já entrou nesta sala', 'You have already joined this room'),
  ROLL_ROOM_SAME_PERSON: entry(19011, '您的其他账户已加入该房间', 'Outra conta sua já entrou nesta sala', 'Another of your accounts has already joined this room'),
  ROLL_ROOM_OWN_ROOM: entry(19007, '不能加入自己创建的房间', 'Você não pode entrar na sua própria sala', 'You cannot join your own room'),
  ROLL_ROOM_PRIZES: entry(19008, '请选择 1-50 件奖品', 'Escolha de 1 a 50 prêmios', 'Choose 1 to 50 prizes'),
  ROLL_ROOM_END_TIME: entry(19009, '结束时间须在 5 分钟到 30 天之后', 'O fim deve ficar entre 5 minutos e 30 dias a partir de agora', 'The end must be 5 minutes to 30 days from now'),
  ROLL_ROOM_TITLE: entry(19010, '请填写房间标题（1-40 字）', 'Dê um título à sala (1 a 40 caracteres)', 'Give the room a title (1 to 40 characters)'),
} as const;
