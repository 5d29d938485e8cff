export * from './review-cards';
export * from './review-schedule';
export * from './review-days';
export * from './review-answers';
export * from './review-state';
export * from './review-edits';
