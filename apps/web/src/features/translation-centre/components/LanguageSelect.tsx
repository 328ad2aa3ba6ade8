import { Select } from '@mantine/core';
import { useLanguages } from '@/shared/api/get-languages';

interface LanguageSelectProps {
  label: string;
  value: string;
  onChange: (lang: string) => void;
}

/**
 * The label of one of the mod's languages: its native name, then its name in
 * the site's language when that differs ("Deutsch (German)", but "English").
 */
export function languageLabel(language: { name: string; name_native: string }): string {
  const { name, name_native } = language;
  return name === name_native ? name_native : `${name_native} (${name})`;
}

/** One of the mod's languages, shown with its native and its English (or French) name. */
export function LanguageSelect({ label, value, onChange }: LanguageSelectProps) {
  const languages = useLanguages();
  const data = (languages.data ?? []).map((l) => ({
    value: l.lang,
    label: languageLabel(l),
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
