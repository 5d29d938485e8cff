/** What the landing may use of feedback: the dialog alone (the widget needs a signed-in learner). */
export { FeedbackDialog,  } from './feedback-dialog';
