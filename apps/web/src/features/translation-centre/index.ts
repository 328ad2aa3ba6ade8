export { EditorPage } from './pages/EditorPage';
export { FileHistoryPage, loadFileHistoryPage } from './pages/HistoryPage';
export { RecentChangesPage, loadRecentChangesPage } from './pages/RecentChangesPage';
export { TranslationCentreHomePage, loadTranslationCentreHomePage } from './pages/OverviewPage';
export { SearchPage } from './pages/SearchPage';
export { GlossaryPage } from './pages/GlossaryPage';
