export { TranslationsStatusPage, loadTranslationsStatusPage } from './pages/TranslationsStatusPage';
