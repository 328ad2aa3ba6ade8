export { HomePage, loadHomePage } from './pages/HomePage';
export { DownloadPage, loadDownloadPage } from './pages/DownloadPage';
