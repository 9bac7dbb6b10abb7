import { entry } from './entry';

/** Arena battles: codes 18xxx. */
export const ARENA_ERRORS = {
  ARENA_NOT_FOUND: entry(18001, '该竞技场不存在', 'Esta batalha não existe', 'This battle does not exist'),
  ARENA_BOX_COUNT: entry(18002, '请选择 1-8 个箱子', 'Escolha de 1 a 8 caixas', 'Choose 1 to 8 boxes'),
  ARENA_BOX_NOT_ALLOWED: entry(18003, '该箱子不能用于竞技场', 'Esta caixa não pode entrar em batalhas', 'This box cannot be used in battles'),
  ARENA_TOO_MANY_ROOMS: entry(18004, '未开始的房间过多，最多 5 个', 'Salas demais: no máximo 5 salas não iniciadas', 'Too many rooms: at most 5 battles that have not started'),
  ARENA_FULL: entry(18005, '该竞技场已满员', 'Esta batalha já está cheia', 'This battle is full'),
  ARENA_SEAT_TAKEN: entry(18006, '该座位已有玩家', 'Este lugar já está ocupado', 'This seat is taken'),
  ARENA_ALREADY_JOINED: entry(18007, '您已在该竞技场中', 'Você já está nesta batalha', 'You are already in this battle'),
  ARENA_NOT_WAITING: entry(18008, '该竞技场已开始或已结束', 'Esta batalha já começou ou terminou', 'This battle has started or ended'),
  ARENA_NOT_CREATOR: entry(18009, '只有房主可以这样做', 'Só quem criou a batalha pode fazer isso', 'Only the creator of the battle can do this'),
  ARENA_CANCEL_AFTER_JOIN: entry(18010, '已有其他玩家加入，无法取消', 'Outro jogador já entrou; não é possível cancelar', 'Another player has joined; the battle cannot be cancelled'),
  ARENA_MODE_INVALID: entry(18011, '请选择对战模式：2 人、3 人或 2v2', 'Escolha o modo: 2 jogadores, 3 jogadores ou 2v2', 'Choose a mode: 2 players, 3 players or 2v2'),
  ARENA_REPORT_OWN: entry(18014, '不能举报自己创建的对战', 'Você não pode denunciar uma batalha que criou', 'You cannot report a battle you created'),
  ARENA_SAME_PERSON: entry(18013, '您的其他账户已在该竞技场中', 'Outra conta sua já está nesta batalha', 'Another of your accounts is already in this battle'),
  ARENA_REPORT_REASON: entry(18012, '请填写举报原因（1-200 字）', 'Escreva o motivo da denúncia (1 a 200 caracteres)', 'Give a reason for the report (1 to 200 characters)'),
} as const;
