/**
 * Every route screen as its own chunk, so a visitor on the landing page downloads no app code
 * and a learner never downloads the landing page.
 */
import { lazy } from 'react';
import { afterFirstScreen } from '../lib/after-first-screen';
import { preloadable } from './preloadable-screen';
import { loadNewEntryEditor } from '../features/journal/editor/load-editor';

export const loadLanding = () => import('../features/landing/landing-page');
export const LandingPage = lazy(loadLanding);
export const { Screen: AppLayout, preload: loadAppLayout } = preloadable(() => import('./layout/app-layout'));
export const { Screen: DashboardPage, preload: loadDashboard } = preloadable(() => import('../features/dashboard/dashboard-page'));
export const LoginPage = lazy(() => import('../features/auth/login-page'));
export const PrivacyPage = lazy(() => import('../features/legal/privacy-page'));
export const TermsPage = lazy(() => import('../features/legal/terms-page'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/password/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('../features/auth/password/reset-password-page'));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
export const PublicSharePage = lazy(() => import('../features/public-share/public-share-page'));
export const SharedEntryPage = lazy(() => import('../features/public-share/shared-entry-page'));

export const { Screen: JournalPage, preload: loadJournal } = preloadable(() => import('../features/journal/journal-page'));
export const EntryPage = lazy(() => import('../features/journal/reading/entry-page'));
export const NewEntryEditor = lazy(loadNewEntryEditor);
export const EditEntryEditor = lazy(() => import('../features/journal/editor/edit-entry-route'));
export const ResourcesPage = lazy(() => import('../features/resources/resources-page'));
export const GoalsPage = lazy(() => import('../features/goals/goals-page'));
export const ResourcePage = lazy(() => import('../features/resources/resource-page'));
export const GoalPage = lazy(() => import('../features/goals/goal-page'));
export const CalendarPage = lazy(() => import('../features/calendar/calendar-page'));
const loadReview = () => import('../features/review/review-page');
export const ReviewPage = lazy(loadReview);
export const ReviewCardsPage = lazy(() => import('../features/review/cards/review-cards-page'));

/** The code of the screen a learner opens daily (Review), so the tap that opens it waits only for its data. */
export function preloadDailyScreens(): () => void {
  return afterFirstScreen(() => void loadReview().catch(() => undefined));
}
export const ProgressPage = lazy(() => import('../features/progress/progress-page'));
export const InsightsPage = lazy(() => import('../features/insights/insights-page'));
export const SharingPage = lazy(() => import('../features/sharing/sharing-page'));
export const ProfilePage = lazy(() => import('../features/profile/profile-page'));
export const LearnPlansPage = lazy(() => import('../features/learn-plans/learn-plans-page'));
export const AiSummariesPage = lazy(() => import('../features/ai-summaries/ai-summaries-page'));
export const PremiumTemplatesPage = lazy(() => import('../features/premium-templates/premium-templates-page'));
export const PricingPage = lazy(() => import('../features/pricing/pricing-page'));
export const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
export const CheckoutSuccessPage = lazy(() => import('../features/checkout/checkout-success-page'));
export const AdminPage = lazy(() => import('../features/admin/admin-page'));
export const ShareTargetScreen = lazy(() => import('./share-target/share-target-screen'));
