import { Select } from '@/shared/ui/Select';
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

/**
 * One of the mod's languages, shown with its native and its English (or French)
 * name: the browser's own list (typing a name's first letters finds it; a
 * phone shows its own picker).
 */
export function LanguageSelect({ label, value, onChange }: LanguageSelectProps) {
  const languages = useLanguages();
  const data = (languages.data ?? []).map((l) => ({
    value: l.lang,
    label: languageLabel(l),
  }));
  if (!data.some((d) => d.value === value)) data.push({ value, label: value });
  return <Select label={label} data={data} value={value} onChange={onChange} width={260} />;
}
