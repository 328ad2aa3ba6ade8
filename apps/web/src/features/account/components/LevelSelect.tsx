import { Select } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { ACCOUNT_LEVELS, type AccountLevel, type User } from '@millenaire/contracts/users';
import { wouldRemoveLastAdmin } from '@millenaire/contracts/rules';
import { NS } from '../i18n';

interface LevelSelectProps {
  user: User;
  /** The level shown: the requested one while the change is on its way. */
  value: AccountLevel;
  busy: boolean;
  /** How many administrators who can act (not suspended) the site has now. */
  adminCount: number;
  onChange: (level: AccountLevel) => void;
}

export function LevelSelect({ user, value, busy, adminCount, onChange }: LevelSelectProps) {
  const { t } = useTranslation(NS);
  // The site keeps at least one administrator who can act: the server refuses
  // what the rule refuses. A suspended one is not among them.
  const refused = (level: AccountLevel) =>
    !user.suspended && wouldRemoveLastAdmin(user.accountlevel, level, adminCount);
  const locked = ACCOUNT_LEVELS.every((level) => level === user.accountlevel || refused(level));
  const data = ACCOUNT_LEVELS.map((level) => ({
    value: level,
    label: t(`admin.levels.${level}`),
    disabled: refused(level),
  }));
  const choose = (next: string | null) => {
    const level = ACCOUNT_LEVELS.find((name) => name === next);
    if (level !== undefined && level !== value) onChange(level);
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
        aria-label={t('admin.levelOf', { login: user.login })}
        onChange={choose}
      />
      {locked && (
        <Text size="xs" c="dimmed" mt={4} maw={200}>
          {t('admin.lastAdmin')}
        </Text>
      )}
    </>
  );
}
