export { HistoryPage } from './pages/HistoryPage';
