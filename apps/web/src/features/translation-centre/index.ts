export {
  EditorPage,
  FileHistoryPage,
  RecentChangesPage,
  TranslationCentreHomePage,
} from './pages/TranslationCentrePages';
