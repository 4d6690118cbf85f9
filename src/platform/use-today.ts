import { useEffect, useState } from 'react';
import type { SessionUser } from '../../contract';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../domain/local-time';
import { useSession } from './session';

/**
 * "Today" as the screens open on it: the date on the calendar of the user's supplier (the operator's
 * staff: the operator's) at `now`, the calendar the server reads its days by. Neither UTC's (a Dubai
 * supplier's day starts at 20:00 UTC) nor the device's (a tablet set to another zone). Agency users
 * and tokens without the zone read the default zone's.
 */
export function supplierToday(user: Pick<SessionUser, 'timeZone'> | null, now: number | Date): string {
  return localDateOf(now, user?.timeZone ?? DEFAULT_TIME_ZONE);
}

/**
 * The signed-in user's supplier's today, moved at its midnight. It looks once a minute, like useNow,
 * but the screen renders again only when the date changes (a state set to the same string renders
 * nothing): a chart of a thousand cells does not redraw every minute for a date that did not change.
 */
export function useSupplierToday(): string {
  const zone = useSession()?.timeZone ?? null;
  const [today, setToday] = useState(() => supplierToday({ timeZone: zone }, Date.now()));
  useEffect(() => {
    const look = () => setToday(supplierToday({ timeZone: zone }, Date.now()));
    look();
    const timer = setInterval(look, 60_000);
    return () => clearInterval(timer);
  }, [zone]);
  return today;
}
