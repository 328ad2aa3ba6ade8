export { LibraryHomePage, MyContentsPage, StarredContentsPage } from './pages/LibraryListPages';
export { ContentPage } from './pages/ContentPage';
export { ContentEditPage, CreateContentPage } from './pages/ContentFormPages';
export { ContentEditImagesPage } from './pages/ContentEditImagesPage';
