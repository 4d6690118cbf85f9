// Ticket types made, renamed and deactivated on the catalogue's screen (issue 25): the rules of a save.
// Queries live in ticket-types-repo.ts.
import type { TicketTypeInput, TicketTypeRefusal, TicketTypeStock } from '../../../contract';
import { changedFields } from '../../../domain/changed-fields';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../http/errors';
import { staleSaveError } from './change-log';
import { recordChange } from './change-log-repo';
import type { CatalogueScope } from './offers-repo';
import {
  insertTicketType,
  ticketTypeInScope,
  ticketTypeNamed,
  ticketTypesUsing,
  ticketTypeStock,
  updateTicketType,
} from './ticket-types-repo';

export const TICKET_TYPE_NOT_FOUND = 'Ticket type not found or you are not allowed to manage it';
export const TICKET_TYPE_NAME_TAKEN = 'Another ticket type of this supplier has this name';

/** The stored shape of a type's own fields (flags are 0/1). */
const fieldsOf = (t: TicketTypeInput) => ({
  name: t.name,
  shortName: t.shortName,
  reorderLevel: t.reorderLevel,
  reservationTime: t.reservationTime,
  isActive: t.isActive ? 1 : 0,
});

/** One type with its stock, as the list answers it. */
async function answer(db: Db, supplierId: number, id: number): Promise<TicketTypeStock> {
  const found = (await ticketTypeStock(db, { supplierId })).find((t) => t.id === id);
  if (!found) throw notFound(TICKET_TYPE_NOT_FOUND);
  return found;
}

/** 400 on the name when another type of the supplier has it (in any letters' case). */
async function checkName(db: Db, supplierId: number, name: string, id: number): Promise<void> {
  if ((await ticketTypeNamed(db, supplierId, name, id)) !== 0)
    throw badRequest(TICKET_TYPE_NAME_TAKEN, { name: TICKET_TYPE_NAME_TAKEN });
}

/** Two saves racing on one name pass the check above; the unique index (0058) refuses the second. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const err = e as { code?: string };
    if (err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw badRequest(TICKET_TYPE_NAME_TAKEN, { name: TICKET_TYPE_NAME_TAKEN });
    throw e;
  }
}

/** POST /api/tickets/types: a new type of the caller's own supplier, version 1, audited. */
export async function createTicketType(
  trx: Db,
  user: AuthUser,
  supplierId: number,
  input: TicketTypeInput,
): Promise<TicketTypeStock> {
  if (input.id !== 0)
    throw badRequest('A new ticket type has id 0; change an existing one with PUT', { id: 'Must be 0' });
  await checkName(trx, supplierId, input.name, 0);
  const id = await guardName(() => insertTicketType(trx, supplierId, fieldsOf(input)));
  await recordChange(trx, {
    entity: 'ticketType',
    entityId: id,
    version: 1,
    userId: user.id,
    action: 'create',
    changedFields: ['isActive', 'name', 'reorderLevel', 'reservationTime', 'shortName'],
  });
  return answer(trx, supplierId, id);
}

/**
 * PUT /api/tickets/types/{id}: rename, change the levels, deactivate or reactivate, from the version the
 * editor opened (409 when someone saved since). A type stays active while a ticket lists it (422 in_use,
 * naming the tickets): a deactivated type is one no ticket takes codes of.
 */
export async function updateTicketTypeFromEditor(
  trx: Db,
  user: AuthUser,
  scope: CatalogueScope,
  id: number,
  input: TicketTypeInput,
): Promise<TicketTypeStock> {
  if (input.id !== id) throw badRequest('The body names another ticket type', { id: 'Must be the path id' });
  const row = await ticketTypeInScope(trx, scope, id);
  if (!row) throw notFound(TICKET_TYPE_NOT_FOUND);
  if (input.version !== row.version)
    throw await staleSaveError(trx, 'ticketType', id, input.version, row.version, 'ticket type');
  const after = fieldsOf(input);
  const { id: _id, supplierId, version, ...before } = row;
  const fields = changedFields(before, after);
  if (fields.length === 0) return answer(trx, supplierId, id);
  if (fields.includes('name')) await checkName(trx, supplierId, input.name, id);
  if (row.isActive === 1 && after.isActive === 0) await refuseWhileUsed(trx, id);
  if (!(await guardName(() => updateTicketType(trx, id, version, after)))) {
    const now = await ticketTypeInScope(trx, scope, id);
    throw await staleSaveError(trx, 'ticketType', id, input.version, now?.version ?? version, 'ticket type');
  }
  await recordChange(trx, {
    entity: 'ticketType',
    entityId: id,
    version: version + 1,
    userId: user.id,
    action: 'update',
    changedFields: fields,
  });
  return answer(trx, supplierId, id);
}

/** 422 in_use while a ticket (not deleted) lists the type: its bookings would still take its codes. */
async function refuseWhileUsed(db: Db, id: number): Promise<void> {
  const tickets = await ticketTypesUsing(db, id);
  if (tickets.length === 0) return;
  const names = tickets.map((t) => `${t.tourName}: ${t.nameDisplay}`).join('; ');
  throw new AppError(
    'business_rule',
    `Tickets still use this ticket type: ${names}. Take it off them before deactivating it.`,
    {
      title: 'In use',
      body: {
        reason: 'in_use' satisfies TicketTypeRefusal,
        tickets: tickets.map((t) => ({ id: t.id, name: t.nameDisplay, tourName: t.tourName })),
      },
    },
  );
}
