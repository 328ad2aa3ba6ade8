import { Anchor } from '@mantine/core';
import { Trans } from 'react-i18next';
import { coordinatorsEmail } from '@/shared/external-links';

/** The coordinators' address as a link, for texts that tell the reader to write to them. */
export function CoordinatorsEmail() {
  const email = coordinatorsEmail();
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}

/** "Write to the coordinators at …": the sentence every page asking for it shares. */
export function WriteToCoordinators() {
  return <Trans i18nKey="confirmation.write" components={{ email: <CoordinatorsEmail /> }} />;
}
