/** What other features may use of feedback; the rest of the folder is its own (eslint enforces it). */
export { FloatingFeedbackButton } from './feedback-button';
