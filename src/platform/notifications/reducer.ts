import type { NotificationKind } from '../../../contract';

export interface AppNotification {
  guid: string;
  title: string;
  message: string;
  type: NotificationKind;
}

export type NotificationAction =
  { type: 'add'; notification: AppNotification } | { type: 'remove'; guid: string };

/** One with the same title as a shown one is not added twice (01-platform section 4). */
export function notificationsReducer(
  state: readonly AppNotification[],
  action: NotificationAction,
): readonly AppNotification[] {
  switch (action.type) {
    case 'add':
      if (state.some((n) => n.title === action.notification.title)) return state;
      return [...state, action.notification];
    case 'remove':
      return state.some((n) => n.guid === action.guid) ? state.filter((n) => n.guid !== action.guid) : state;
  }
}
