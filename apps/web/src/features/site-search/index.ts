export { SiteSearchDialog } from './components/SiteSearchDialog';
