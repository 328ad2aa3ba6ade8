export { HallOfFamePage, loadHallOfFamePage } from './pages/HallOfFamePage';
