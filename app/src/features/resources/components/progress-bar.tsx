export { ProgressBar } from '../../../components/progress-bar';
