import './styles.css';
import { isLandingVisit, prerenderedLanding } from './app/first-paint';
import { startStaticLanding } from './app/static-landing';

// A visitor's landing page is already on screen (prerendered into index.html) and needs no app
// code: React, the router, TanStack Query and the rest load only for everyone else.
const landing = prerenderedLanding();
if (landing && isLandingVisit()) startStaticLanding(landing);
else void import('./app/start-app').then(({ startApp }) => startApp());
