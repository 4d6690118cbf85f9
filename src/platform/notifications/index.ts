export { notify, dismissNotification, clearNotifications, useNotifications } from './store';
export { notificationsReducer, type AppNotification } from './reducer';
export { NotificationsHost } from './NotificationsHost';
