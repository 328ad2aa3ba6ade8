export { CulturePage, loadCulturePage } from './pages/CulturePage';
export { EncyclopediaHomePage } from './pages/EncyclopediaHomePage';
export { ItemPage } from './pages/ItemPage';
export { CultureEditPage, ItemEditPage } from './pages/EditPages';
export { NewContentsPage, NewImagesPage } from './pages/ReviewPages';
