import { Select } from '@mantine/core';
import { useLanguages } from '@/shared/api/get-languages';

interface LanguageSelectProps {
  label: string;
  value: string;
  onChange: (lang: string) => void;
}

/** One of the mod's languages, shown with its native and its English (or French) name. */
export function LanguageSelect({ label, value, onChange }: LanguageSelectProps) {
  const languages = useLanguages();
  const data = (languages.data ?? []).map((l) => ({
    value: l.lang,
    label: `${l.name_native} (${l.name})`,
  }));
  if (!data.some((d) => d.value === value)) data.push({ value, label: value });
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      w={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
