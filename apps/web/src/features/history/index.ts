export { HistoryPage, loadHistoryPage } from './pages/HistoryPage';
