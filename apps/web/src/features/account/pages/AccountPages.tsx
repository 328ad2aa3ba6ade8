import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

export function LoginPage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.login')} />;
}

export function CreateAccountPage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.createaccount')} />;
}

export function RequestNewPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.requestnewpassword')} />;
}

export function PasswordResetPage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.passwordreset')} />;
}

export function PasswordChangePage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.passwordchange')} />;
}

export function LogoutPage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.logout')} />;
}

export function UserAdminPage() {
  const { t } = useTranslation();
  return <ComingSoon area="user" page={t('pages.admin')} />;
}
