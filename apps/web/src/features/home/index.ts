export { HomePage } from './pages/HomePage';
export { DownloadPage } from './pages/DownloadPage';
