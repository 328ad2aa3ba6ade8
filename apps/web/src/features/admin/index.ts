export { BonusAdminPage } from './pages/BonusAdminPage';
export { PingsAdminPage } from './pages/PingsAdminPage';
export { ReleasesAdminPage } from './pages/ReleasesAdminPage';
export { HofAdminPage } from './pages/HofAdminPage';
export { ReportsAdminPage } from './pages/ReportsAdminPage';
