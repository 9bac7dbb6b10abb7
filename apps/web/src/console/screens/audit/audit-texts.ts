import { localized } from '../../i18n/localized';

export const auditTexts = localized({
  cn: { title: '审计日志', at: '时间', actor: '操作员', action: '操作', target: '对象', reason: '原因', change: '变更（前 → 后）' },
  br: { title: 'Registro de auditoria', at: 'Quando', actor: 'Operador', action: 'Ação', target: 'Alvo', reason: 'Motivo', change: 'Mudança (antes → depois)' },
  en: { title: 'Audit log', at: 'When', actor: 'Operator', action: 'Action', target: 'Target', reason: 'Reason', change: 'Change (before → after)' },
});
