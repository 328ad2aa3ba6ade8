export { EditorPage } from './pages/EditorPage';
export { FileHistoryPage } from './pages/HistoryPage';
export { RecentChangesPage } from './pages/RecentChangesPage';
export { TranslationCentreHomePage } from './pages/OverviewPage';
