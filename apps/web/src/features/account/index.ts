export { CreateAccountPage } from './pages/CreateAccountPage';
export { LoginPage } from './pages/LoginPage';
export { LogoutPage } from './pages/LogoutPage';
export { PasswordChangePage } from './pages/PasswordChangePage';
export { PasswordResetPage } from './pages/PasswordResetPage';
export { RequestNewPasswordPage } from './pages/RequestNewPasswordPage';
export { UserAdminPage } from './pages/UserAdminPage';
