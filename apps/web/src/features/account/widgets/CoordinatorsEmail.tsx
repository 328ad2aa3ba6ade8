import { Anchor } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { coordinatorsEmail } from '@/shared/external-links';

/** The coordinators' address as a link, for texts that tell the reader to write to them. */
export function CoordinatorsEmail() {
  const email = coordinatorsEmail();
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}

/** A text whose `<email/>` stands for the coordinators' address, drawn as its link. */
export function WithCoordinatorsEmail({ text }: { text: string }) {
  const [before, ...after] = text.split('<email/>');
  return (
    <>
      {before}
      {after.length > 0 && <CoordinatorsEmail />}
      {after.join('')}
    </>
  );
}

/** "Write to the coordinators at …": the sentence every page asking for it shares. */
export function WriteToCoordinators() {
  const { t } = useTranslation();
  return <WithCoordinatorsEmail text={t('confirmation.write')} />;
}
