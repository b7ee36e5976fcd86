// What the audit log records (issue 18), in the words the Auditoria page shows. Endpoints
// declare theirs in the contract (`audit`); the server records the sign-in locks itself.

export const AUDIT_KINDS = {
  'user.created': 'Usuário criado',
  'user.changed': 'Usuário alterado',
  'user.temporaryPassword': 'Senha temporária definida',
  'user.locked': 'Conta bloqueada por senhas erradas',
  'user.unlocked': 'Bloqueio resetado',
  'settings.changed': 'Configurações alteradas',
  'twoFactor.changed': 'Dois fatores alterados',
  'boxCount.corrected': 'Contagem de caixas corrigida',
  'release.break': 'Quebra liberada',
  'release.invoice': 'Liberação financeira',
  'release.packingList': 'Romaneio liberado',
  'order.adjusted': 'Pedido ajustado',
  'integration.fileImported': 'Planilha importada',
  'integration.usersReceived': 'Pessoas recebidas do sistema da empresa',
  'integrationKey.created': 'Chave de integração criada',
  'integrationKey.revoked': 'Chave de integração revogada',
  'stationKey.created': 'Chave de estação criada',
  'stationKey.revoked': 'Chave de estação revogada',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;

export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

export function auditKindLabel(kind: string): string {
  return (AUDIT_KINDS as Record<string, string>)[kind] ?? kind;
}
