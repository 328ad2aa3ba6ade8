export { TranslationsStatusPage } from './pages/TranslationsStatusPage';
