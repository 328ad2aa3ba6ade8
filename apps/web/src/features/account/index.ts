export {
  CreateAccountPage,
  LoginPage,
  LogoutPage,
  PasswordChangePage,
  PasswordResetPage,
  RequestNewPasswordPage,
  UserAdminPage,
} from './pages/AccountPages';
