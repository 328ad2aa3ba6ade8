import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_LEVELS,
  accountLevelSchema,
  type AccountLevel,
  type User,
} from '@millenaire/contracts';

interface LevelSelectProps {
  user: User;
  /** The level shown: the requested one while the change is on its way. */
  value: AccountLevel;
  busy: boolean;
  /** The site keeps at least one administrator: the last one cannot be demoted. */
  locked: boolean;
  onChange: (level: AccountLevel) => void;
}

export function LevelSelect({ user, value, busy, locked, onChange }: LevelSelectProps) {
  const { t } = useTranslation();
  const data = ACCOUNT_LEVELS.map((level) => ({
    value: level,
    label: t(`account.admin.levels.${level}`),
  }));
  const choose = (next: string | null) => {
    const parsed = accountLevelSchema.safeParse(next);
    if (parsed.success && parsed.data !== value) onChange(parsed.data);
  };
  return (
    <>
      <Select
        size="xs"
        w={160}
        data={data}
        value={value}
        allowDeselect={false}
        disabled={busy || locked}
        aria-label={t('account.admin.levelOf', { login: user.login })}
        onChange={choose}
      />
      {locked && (
        <Text size="xs" c="dimmed" mt={4} maw={200}>
          {t('account.admin.lastAdmin')}
        </Text>
      )}
    </>
  );
}
