export { HomePage } from './pages/HomePage';
