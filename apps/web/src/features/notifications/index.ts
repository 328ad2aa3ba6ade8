export { NotificationsPage } from './pages/NotificationsPage';
export { UnsubscribePage } from './pages/UnsubscribePage';
