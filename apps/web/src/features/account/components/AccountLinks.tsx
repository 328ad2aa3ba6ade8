import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

type AccountScreen = 'login' | 'createaccount' | 'requestnewpassword';

const LABEL_KEY = {
  login: 'account.links.login',
  createaccount: 'account.links.createaccount',
  requestnewpassword: 'account.links.requestnewpassword',
} as const;

/** Links between the logged-out account screens. */
export function AccountLinks({ screens }: { screens: AccountScreen[] }) {
  const { t } = useTranslation();
  return screens.map((screen) => (
    <Anchor key={screen} component={Link} to={`/user/${screen}`}>
      {t(LABEL_KEY[screen])}
    </Anchor>
  ));
}
