import { z } from 'zod';
import { idSchema, isoDateSchema, siteLanguageSchema } from './common.ts';
import { textBlock } from './text.ts';

/**
 * What a member can report: a library creation (its id), a comment on one
 * (`content.comment`) or an encyclopedia entry's description in a language
 * (`culture.type.itemkey.language`).
 */
export const REPORT_KINDS = ['library', 'comment', 'encyclopedia'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'wrong', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an administrator does with a reported item; dismiss leaves it as it is. */
export const REPORT_ACTIONS = ['hide', 'delete', 'restore', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A report's state: open until handled; a hidden or deleted item can be restored. */
export const REPORT_STATES = ['open', 'hidden', 'deleted', 'dismissed', 'restored'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_TEXT_MAX = 1000;

export const reportTargetSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  key: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,3}$/),
});
export type ReportTargetRef = z.infer<typeof reportTargetSchema>;

/** POST /api/reports: a member reports an item, with a reason and, if they like, a few words. */
export const reportInputSchema = reportTargetSchema.extend({
  reason: z.enum(REPORT_REASONS),
  text: textBlock().max(REPORT_TEXT_MAX).default(''),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: idSchema });

/** The reported item as the queue shows it; null when it no longer exists. */
export const reportedItemSchema = z.object({
  title: z.string(),
  /** Its text, cut short, as plain text. */
  excerpt: z.string(),
  path: z.string(),
  author: z.string().nullable(),
  /** Whether visitors see it now. */
  shown: z.boolean(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportSchema = z.object({
  id: idSchema,
  reporter: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  at: isoDateSchema,
  state: z.enum(REPORT_STATES),
  handledBy: z.string().nullable(),
  handledAt: isoDateSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** One reported item and its reports, newest first. */
export const reportGroupSchema = reportTargetSchema.extend({
  item: reportedItemSchema.nullable(),
  /** What an administrator may do with it now. */
  actions: z.array(z.enum(REPORT_ACTIONS)),
  reports: z.array(reportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueQuerySchema = z.object({
  state: z.enum(['open', 'handled']).default('open'),
  language: siteLanguageSchema.default('en'),
});

/** GET /api/reports: the queue (open reports) or what was handled, by item. */
export const reportQueueSchema = z.object({ groups: z.array(reportGroupSchema) });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** POST /api/reports/act: an administrator's decision on a reported item. */
export const reportActSchema = reportTargetSchema.extend({
  action: z.enum(REPORT_ACTIONS),
  language: siteLanguageSchema.default('en'),
});
export type ReportAct = z.input<typeof reportActSchema>;
