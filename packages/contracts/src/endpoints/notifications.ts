import { endpoint, type EndpointBudget, neverStored } from '../endpoint.ts';
import {
  followLanguageQuerySchema,
  followListSchema,
  followSchema,
  markReadSchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from '../notifications.ts';

const NOTIFICATION_BUDGETS = {
  /** Follows taken or dropped, settings changed. */
  follows: { name: 'follows', seconds: 600, account: 60, address: 600 },
  /** Notifications marked read: a click each. */
  reads: { name: 'notification-reads', seconds: 600, account: 120, address: 1200 },
  /** Unsubscribe links opened, per address (no account needed). */
  unsubscribe: { name: 'unsubscribe-address', seconds: 600, address: 30 },
} satisfies Record<string, EndpointBudget>;

/** A member's notifications, what they follow, and the e-mail digest. */
export const notificationsEndpoints = neverStored({
  list: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/notifications',
    query: notificationsQuerySchema,
    response: notificationListSchema,
  }),
  markRead: endpoint({
    access: 'member',
    budget: NOTIFICATION_BUDGETS.reads,
    method: 'POST',
    path: '/api/notifications/read',
    body: markReadSchema,
    response: notificationListSchema.pick({ unread: true }),
  }),
  follows: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/notifications/follows',
    query: followLanguageQuerySchema,
    response: followListSchema,
  }),
  follow: endpoint({
    access: 'member',
    budget: NOTIFICATION_BUDGETS.follows,
    method: 'POST',
    path: '/api/notifications/follows',
    body: followSchema,
    response: followListSchema,
  }),
  unfollow: endpoint({
    access: 'member',
    budget: NOTIFICATION_BUDGETS.follows,
    method: 'POST',
    path: '/api/notifications/follows/remove',
    body: followSchema,
    response: followListSchema,
  }),
  settings: endpoint({
    access: 'member',
    budget: NOTIFICATION_BUDGETS.follows,
    method: 'POST',
    path: '/api/notifications/settings',
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
  unsubscribe: endpoint({
    access: 'anyone',
    budget: NOTIFICATION_BUDGETS.unsubscribe,
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    query: unsubscribeQuerySchema,
    response: unsubscribeAnswerSchema,
  }),
});
