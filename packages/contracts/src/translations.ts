import { z } from 'zod';

/** GET /api/translations: one row per language of the mod. */
export const translationStatusItemSchema = z.object({
  lang: z.string(),
  name_native: z.string(),
  name: z.string(),
  percentage: z.number().int().min(0).max(100),
});
export type TranslationStatusItem = z.infer<typeof translationStatusItemSchema>;

export const translationStatusListSchema = z.array(translationStatusItemSchema);

/** The status table's bar: 4 pixels per percent. */
export const STATUS_BAR_PX_PER_PERCENT = 4;

export type CompletionIcon = 'high' | 'medium' | 'low';

/** The status table's icon: 75 % or more, 50 % or more, or below. */
export function completionIcon(percentage: number): CompletionIcon {
  if (percentage >= 75) return 'high';
  if (percentage >= 50) return 'medium';
  return 'low';
}

export type CompletionColour = 'green' | 'blue' | 'red';

/** The translation centre's colour: over 99 % green, over 50 % blue, else red. */
export function completionColour(percentage: number): CompletionColour {
  if (percentage > 99) return 'green';
  if (percentage > 50) return 'blue';
  return 'red';
}
