import { Anchor, Code, Image, List } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconHome, IconLanguage, IconMessages, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { WithCoordinatorsEmail } from '@/features/account/widgets/CoordinatorsEmail';
import { firstSentence, useHead } from '@/shared/head';
import { useHydrated } from '@/shared/hydrated';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from '../i18n';

const SIGNATURE = { src: '/img/millenaire-signature.png', width: 468, height: 60 };

function signatureCode(origin: string): string {
  return `[url=${origin}][img]${origin}${SIGNATURE.src}[/img][/url]`;
}

/**
 * The forum code of the banner, with the site's address as the visitor reached
 * it: known in the browser only, so it is written once the page is hydrated
 * (the block keeps its line meanwhile).
 */
function SignatureCode() {
  const hydrated = useHydrated();
  return (
    <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {hydrated ? signatureCode(window.location.origin) : '\u00a0'}
    </Code>
  );
}

/** Resources for contributors: the bonus house, the license, the signature banner. */
export function ContributingPage() {
  const { t } = useTranslation([NS, 'translation']);
  useHead({
    description: firstSentence(t('bonus.intro')),
    breadcrumbs: [
      { name: t('translation:menu.home'), path: '/' },
      { name: t('pages.contributing'), path: '/contributing' },
    ],
  });
  const ways = [
    { icon: IconTools, text: t('bonus.ways.buildings') },
    { icon: IconLanguage, text: t('bonus.ways.translations') },
    { icon: IconMessages, text: t('bonus.ways.help') },
  ];
  return (
    <Stack gap="lg">
      <PageTitle area="home" item={t('pages.contributing')} />
      <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">
        <div>
          <Card withBorder padding="lg" component="section" h="100%">
            <Title order={2} size="h3" mb="xs">
              <IconHome size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('bonus.title')}
            </Title>
            <Text mb="sm">{t('bonus.intro')}</Text>
            <List spacing="xs" mb="sm">
              {ways.map(({ icon: Icon, text }) => (
                <List.Item key={text} icon={<Icon size={18} aria-hidden />}>
                  {text}
                </List.Item>
              ))}
            </List>
            <Text mb="sm">
              <WithCoordinatorsEmail text={t('bonus.how')} />
            </Text>
            <Text size="sm" c="dimmed">
              {t('bonus.translate')}{' '}
              <Anchor component={Link} to="/translationcentre">
                {t('bonus.translateLink')}
              </Anchor>
            </Text>
          </Card>
        </div>
        <div>
          <Card withBorder padding="lg" component="section" h="100%">
            <Title order={2} size="h3" mb="xs">
              {t('license.title')}
            </Title>
            <Stack gap="xs">
              {t('license.body', { returnObjects: true }).map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Card>
        </div>
      </Columns>
      <Card withBorder padding="lg" component="section">
        <Title order={2} size="h3" mb="xs">
          {t('signature.title')}
        </Title>
        <Text mb="md">{t('signature.intro')}</Text>
        <Image
          src={SIGNATURE.src}
          width={SIGNATURE.width}
          height={SIGNATURE.height}
          w={SIGNATURE.width}
          maw="100%"
          h="auto"
          alt={t('signature.alt')}
          mb="md"
        />
        <Text size="sm" fw={600} mb={4}>
          {t('signature.code')}
        </Text>
        <SignatureCode />
      </Card>
    </Stack>
  );
}
