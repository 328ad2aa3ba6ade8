export { HallOfFamePage } from './pages/HallOfFamePage';
