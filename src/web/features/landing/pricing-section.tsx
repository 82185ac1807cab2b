import { useTranslation } from 'react-i18next';
import { PLANS } from '@common/plans';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';

/** Free and Premium from the one plan table (src/common/plans.ts). */
export function PricingSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="pricing" className="scroll-mt-20 bg-muted/40 px-4 py-16 sm:py-20">
      <SectionHeading title={t('pricing.heading')} subtitle={t('pricing.subheading')} />
      <div className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
        <PlanCard plan={PLANS.free} featured={false} />
        <PlanCard plan={PLANS.premium} featured />
      </div>
    </section>
  );
}
