export {
  ContentEditImagesPage,
  ContentEditPage,
  ContentPage,
  CreateContentPage,
  LibraryHomePage,
  MyContentsPage,
  StarredContentsPage,
} from './pages/LibraryPages';
