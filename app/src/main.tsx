import './lib/zod-jitless';
import './styles.css';
import { afterNextPaint, appModulesToEvaluate, firstScreenCopyShown, isLandingVisit, prerenderedLanding } from './app/first-paint';
import { startStaticLanding } from './app/static-landing';
import { nextTask } from './lib/next-task';

// A visitor's landing page is already on screen (prerendered into index.html) and needs no app
// code: React, the router, TanStack Query and the rest load only for everyone else.
const landing = prerenderedLanding();
async function startApp() {
  // The app's chunks (preloaded by the head's script) evaluated a task each, dependencies first;
  // a chunk that fails to load fails again, and is reported, in the import of the app below.
  for (const url of appModulesToEvaluate()) {
    await import(/* @vite-ignore */ url).catch(() => undefined);
    await nextTask();
  }
  const app = await import('./app/start-app');
  await app.startApp();
}
if (landing && isLandingVisit()) startStaticLanding(landing);
// The last visit's first screen is on screen (index.html's script): its paint comes first, and
// the app's code after it, as the modules' preload does (app/head/).
else if (firstScreenCopyShown()) afterNextPaint(() => void startApp());
else void startApp();
