export {
  LibraryHomePage,
  loadLibraryHomePage,
  MyContentsPage,
  StarredContentsPage,
} from './pages/LibraryListPages';
export { ContentPage, loadContentPage } from './pages/ContentPage';
export { ContentEditPage, CreateContentPage } from './pages/ContentFormPages';
export { ContentEditImagesPage } from './pages/ContentEditImagesPage';
