export { AdvancementsPage, PlayerAdvancementsPage } from './pages/AdvancementsPages';
