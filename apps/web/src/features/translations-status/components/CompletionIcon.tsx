import { IconAlertTriangle, IconCircleCheckFilled, IconProgress } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { completionIcon, type CompletionIcon as Level } from '@millenaire/contracts/translations';
import { NS } from '../i18n';

const ICONS: Record<Level, { Icon: typeof IconProgress; colour: string }> = {
  high: { Icon: IconCircleCheckFilled, colour: 'var(--mantine-color-green-7)' },
  medium: { Icon: IconProgress, colour: 'var(--mantine-color-yellow-8)' },
  low: { Icon: IconAlertTriangle, colour: 'var(--mantine-color-red-7)' },
};

export const LEVEL_COLOUR: Record<Level, string> = {
  high: 'var(--mantine-color-green-6)',
  medium: 'var(--mantine-color-yellow-6)',
  low: 'var(--mantine-color-red-6)',
};

/** 75 % or more, 50 % or more, or below: three icons (spec §9). */
export function CompletionIcon({ percentage }: { percentage: number }) {
  const { t } = useTranslation(NS);
  const level = completionIcon(percentage);
  const { Icon, colour } = ICONS[level];
  const label = t(`icons.${level}`);
  return <Icon size={22} color={colour} role="img" aria-label={label} data-level={level} />;
}
