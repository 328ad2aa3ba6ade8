import { endpoint } from '../endpoint.ts';
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

/** A member's notifications, what they follow, and the e-mail digest. */
export const notificationsEndpoints = {
  list: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/notifications',
    query: notificationsQuerySchema,
    response: notificationListSchema,
  }),
  markRead: endpoint({
    access: 'member',
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
    method: 'POST',
    path: '/api/notifications/follows',
    body: followSchema,
    response: followListSchema,
  }),
  unfollow: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/notifications/follows/remove',
    body: followSchema,
    response: followListSchema,
  }),
  settings: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/notifications/settings',
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
  unsubscribe: endpoint({
    access: 'anyone',
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    query: unsubscribeQuerySchema,
    response: unsubscribeAnswerSchema,
  }),
};
