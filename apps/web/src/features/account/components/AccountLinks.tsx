import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

type AccountScreen = 'login' | 'createaccount' | 'requestnewpassword';

const LABEL_KEY = {
  login: 'links.login',
  createaccount: 'links.createaccount',
  requestnewpassword: 'links.requestnewpassword',
} as const;

/** Links between the logged-out account screens. */
export function AccountLinks({ screens }: { screens: AccountScreen[] }) {
  const { t } = useTranslation(NS);
  return screens.map((screen) => (
    <Anchor key={screen} component={Link} to={`/user/${screen}`}>
      {t(LABEL_KEY[screen])}
    </Anchor>
  ));
}
