import { Loader } from '@mantine/core';
import { Progress } from '@/shared/ui/Meters';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import type { PasswordStrength, StrengthLabel } from '../password-strength';

const COLOR: Record<StrengthLabel, string> = {
  tooShort: 'gray',
  veryWeak: 'red',
  weak: 'orange',
  good: 'yellow',
  strong: 'lime',
  veryStrong: 'green',
};

const FILL: Record<StrengthLabel, number> = {
  tooShort: 8,
  veryWeak: 20,
  weak: 40,
  good: 60,
  strong: 80,
  veryStrong: 100,
};

interface StrengthMeterProps {
  /** Null while the strength checker loads. */
  strength: PasswordStrength | null;
  empty: boolean;
}

/** A coloured bar and a word for the password's strength; nothing until something is typed. */
export function StrengthMeter({ strength, empty }: StrengthMeterProps) {
  const { t } = useTranslation([NS, 'translation']);
  if (empty) return null;
  if (!strength)
    return <Loader size="xs" type="dots" aria-label={t('translation:state.loading')} />;
  const { label, acceptable } = strength;
  const word = t(`strength.${label}`);
  return (
    <Stack gap={4} data-testid="strength-meter" data-strength={label} aria-live="polite">
      <Progress
        value={FILL[label]}
        color={COLOR[label]}
        size="sm"
        aria-label={t('strength.label', { label: word })}
      />
      <Text size="xs" fw={600} c={acceptable ? 'dimmed' : 'red.8'}>
        {t('strength.label', { label: word })}
      </Text>
      {!acceptable && (
        <Text size="xs" c="dimmed">
          {t('strength.tooWeak')}
        </Text>
      )}
    </Stack>
  );
}
