import { auditLog, type DbOrTx } from '@innkeep/db';

export interface Actor {
  id: string;
  name: string;
}

/** Appends one entry; call it inside the same transaction as the change it records. The audit_log_no_* triggers refuse any edit. */
export function recordAudit(
  db: DbOrTx,
  actor: Actor | null,
  action: string,
  entity: string,
  entityId: string | null,
  details: Record<string, unknown> = {},
  at: Date = new Date(),
): void {
  db.insert(auditLog)
    .values({
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? 'system',
      action,
      entity,
      entityId,
      details,
      createdAt: at.toISOString(),
    })
    .run();
}
