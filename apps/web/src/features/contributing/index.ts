export { ContributingPage } from './pages/ContributingPage';
