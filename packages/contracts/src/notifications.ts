import { z } from 'zod';
import { idSchema, idTextSchema, isoDateSchema, siteLanguageSchema } from './common.ts';
import { FOLLOW_PATTERN, SUBJECT_PATTERN } from './subjects.ts';

export {
  FOLLOW_KINDS,
  parseSubject,
  SUBJECT_KINDS,
  subjectOf,
  type FollowKind,
  type SubjectKind,
} from './subjects.ts';

/**
 * What happened to a subject: a report's is that administrators handled it; a
 * confirmation request's is that it was made, then decided; a member
 * suggestion's is that a translator accepted or rejected it.
 */
export const NOTICE_KINDS = [
  'comment',
  'version',
  'change',
  'report',
  'confirmation',
  'suggestion',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The most subjects one member follows; far above what anyone reads. */
export const FOLLOWS_PER_ACCOUNT = 500;
/** Notifications per page of the list. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** A subject a member may follow. */
export const followSubjectSchema = z.string().max(60).regex(FOLLOW_PATTERN);
/** A subject a notification may be about. */
const subjectSchema = z.string().max(60).regex(SUBJECT_PATTERN);

/** A subject as the member sees it: its name and its page, in the page's language. */
const describedSubject = {
  subject: subjectSchema,
  title: z.string(),
  /** Its page on the site. */
  path: z.string(),
};

/** One notification: what happened to a subject since the member last read about it. */
export const notificationSchema = z.object({
  id: idSchema,
  ...describedSubject,
  kind: z.enum(NOTICE_KINDS),
  /** How many times it happened (three comments make one notification of 3). */
  count: z.number().int().positive(),
  /** The last account that did it. */
  by: z.string().nullable(),
  at: isoDateSchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  language: siteLanguageSchema.default('en'),
  /** Older than this notification: the next page. */
  before: idTextSchema.optional(),
});

/** GET /api/notifications: the newest notifications, the unread count and the mail setting. */
export const notificationListSchema = z.object({
  unread: z.number().int().min(0),
  items: z.array(notificationSchema),
  more: z.boolean(),
  /** Whether a daily e-mail digest is sent. */
  email: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: these notifications, or all of them, are read. */
export const markReadSchema = z.union([
  z.object({
    ids: z
      .array(idSchema)
      .min(1)
      .max(NOTIFICATIONS_PER_PAGE * 5),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

export const followSchema = z.object({
  subject: followSubjectSchema,
  /** The page's language: the member's e-mails are written in it. */
  language: siteLanguageSchema,
});
export type FollowInput = z.infer<typeof followSchema>;

/** GET /api/notifications/follows: what the member follows. */
export const followListSchema = z.object({
  follows: z.array(z.object({ ...describedSubject, since: isoDateSchema })),
});
export type FollowList = z.infer<typeof followListSchema>;

export const followLanguageQuerySchema = z.object({ language: siteLanguageSchema.default('en') });

export const notificationSettingsSchema = z.object({
  email: z.boolean(),
  language: siteLanguageSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * The signed address of an e-mail's unsubscribe link: no login needed.
 * `resume` takes it back.
 */
/** An unsubscribe link's key: the signature, in base64url. */
export const UNSUBSCRIBE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const unsubscribeQuerySchema = z.object({
  account: idTextSchema,
  key: z.string().regex(UNSUBSCRIBE_KEY_PATTERN),
  resume: z.enum(['1']).optional(),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

export const unsubscribeAnswerSchema = z.object({ email: z.boolean() });
