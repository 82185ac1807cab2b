import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { SectionHeading } from '../section-heading';
import { DemoChat } from './demo-chat';
import { DemoScenarioList } from './demo-scenario-list';
import { DEMO_MESSAGE_COUNTS, DEMO_SCENARIOS } from './scenarios';
import { useDemoPlayer } from './use-demo-player';

/** The auto-playing demo of three scripted conversations on the landing page. */
export function DemoSection() {
  const { t } = useTranslation('landing');
  const { state, toggle, select } = useDemoPlayer(DEMO_MESSAGE_COUNTS);

  return (
    <section id="demo" className="scroll-mt-20 px-4 py-16 sm:py-20">
      <SectionHeading title={t('demo.heading')} subtitle={t('demo.subheading')} />
      <Card className="mx-auto mt-10 grid max-w-5xl grid-cols-1 overflow-hidden md:grid-cols-[17rem_minmax(0,1fr)]">
        <DemoScenarioList scenarios={DEMO_SCENARIOS} state={state} onSelect={select} />
        <DemoChat scenario={DEMO_SCENARIOS[state.scenario]} state={state} onToggle={toggle} />
      </Card>
    </section>
  );
}
