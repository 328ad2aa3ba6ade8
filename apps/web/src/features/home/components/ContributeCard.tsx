import { Anchor, Button } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { WithCoordinatorsEmail } from '@/features/account/widgets/CoordinatorsEmail';
import { DONATION_FORM_ACTION } from '@millenaire/contracts/site';
import { donationButtonId } from '@/shared/external-links';
import { NS } from '../i18n';

/** The donate form of the payment provider; shown only when the site has a button id. */
function DonateForm({ buttonId }: { buttonId: string }) {
  const { t } = useTranslation(NS);
  return (
    <form action={DONATION_FORM_ACTION} method="post" target="_blank">
      <input type="hidden" name="hosted_button_id" value={buttonId} />
      {/* The darkest red: white text on the lighter ones is too faint to read (WCAG AA). */}
      <Button type="submit" color="red.9" leftSection={<IconHeart size={18} aria-hidden />}>
        {t('contribute.donate')}
      </Button>
      <Text size="xs" c="dimmed" mt={6}>
        {t('contribute.donateNote')}
      </Text>
    </form>
  );
}

/** The bonus house and contribution text, the license, and the donation button. */
export function ContributeCard() {
  const { t } = useTranslation(NS);
  const buttonId = donationButtonId();
  return (
    <Card withBorder padding="lg" component="section">
      <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">
        <div>
          <Title order={2} size="h3" mb="xs">
            {t('contribute.title')}
          </Title>
          <Text mb="sm">
            <WithCoordinatorsEmail text={t('contribute.bonus')} />
          </Text>
          <Anchor component={Link} to="/contributing" fw={600}>
            {t('contribute.more')}
          </Anchor>
          {buttonId && (
            <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <DonateForm buttonId={buttonId} />
            </div>
          )}
        </div>
        <div>
          <Title order={3} size="h4" mb="xs">
            {t('contribute.licenseTitle')}
          </Title>
          <Text size="sm">{t('contribute.license')}</Text>
        </div>
      </Columns>
    </Card>
  );
}
