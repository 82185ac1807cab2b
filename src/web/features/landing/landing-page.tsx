import { CtaSection } from './cta-section';
import { DemoSection } from './demo/demo-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LegalSection } from './legal-section';
import { PricingSection } from './pricing-section';

/** The signed-out landing page. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <LandingHeader />
      <main>
        <HeroSection />
        <DemoSection />
        <FeaturesSection />
        <PricingSection />
        <CtaSection />
        <LegalSection />
      </main>
      <LandingFooter />
    </div>
  );
}
