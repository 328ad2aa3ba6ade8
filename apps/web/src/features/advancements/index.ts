export {
  AdvancementsPage,
  PlayerAdvancementsPage,
  loadAdvancementsPage,
  loadPlayerAdvancementsPage,
} from './pages/AdvancementsPages';
