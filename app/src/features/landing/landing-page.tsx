import { Suspense, lazy, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { ClosingCtaSection } from './closing-cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LANDING_TITLE } from './landing-title';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { useStorefront } from './use-storefront';

// The dialog's code loads with the first press of Support, not with the page.
const FeedbackDialog = lazy(() => import('../feedback-widget').then((module) => ({ default: module.FeedbackDialog })));

/** `/` for visitors: what strangers judge LearnLog by (core spec §2, Landing page). */
export default function LandingPage() {
  const storefront = useStorefront();
  const online = useOnline();
  // undefined until Support is first pressed; then the dialog stays mounted, keeping a typed message.
  const [support, setSupport] = useState<boolean | undefined>(undefined);
  return (
    <>
      <title>{LANDING_TITLE}</title>
      <LandingHeader />
      <main>
        <HeroSection />
        <HowItWorksSection />
        <FeaturesSection />
        <PricingSection storefront={storefront} />
        <TestimonialsSection />
        <ClosingCtaSection />
      </main>
      <LandingFooter onSupport={() => setSupport(true)} />
      {support !== undefined && (
        <Suspense fallback={null}>
          <FeedbackDialog open={support} onOpenChange={setSupport} email="" currentPage="/" online={online} />
        </Suspense>
      )}
    </>
  );
}
