export { CulturePage, loadCulturePage } from './pages/CulturePage';
export { EncyclopediaHomePage, loadEncyclopediaHomePage } from './pages/EncyclopediaHomePage';
export { ItemPage, loadItemPage } from './pages/ItemPage';
export { CultureEditPage, ItemEditPage } from './pages/EditPages';
export { NewContentsPage, NewImagesPage } from './pages/ReviewPages';
