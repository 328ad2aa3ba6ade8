export {
  CultureEditPage,
  CulturePage,
  EncyclopediaHomePage,
  ItemEditPage,
  ItemPage,
  NewContentsPage,
  NewImagesPage,
} from './pages/EncyclopediaPages';
