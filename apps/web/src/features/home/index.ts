export { HomePage, loadHomePage } from './pages/HomePage';
export { DownloadPage } from './pages/DownloadPage';
