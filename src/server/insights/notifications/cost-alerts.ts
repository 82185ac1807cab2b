import { z } from 'zod';
import { DEFAULT_MONTHLY_BUDGET, monthlyBudget } from '../../../common/projects';
import { readUserSettings } from '../../../common/settings';
import type { AppDeps } from '../../platform/deps';
import { projectMonthCost } from '../analytics/index';
import { sendInstanceMail } from '../../platform/mail/instance-mail';
import { listAlertTargets, recordCostAlerts } from './queries';

/** Percentages of the monthly budget that send an alert, once each a month. */
export const COST_ALERT_THRESHOLDS = [80, 100] as const;

const projectSettings = z
  .object({
    monthlyBudget: monthlyBudget.optional().catch(undefined),
    costAlerts: z.object({ month: z.string(), thresholds: z.array(z.number()) }).optional().catch(undefined),
  })
  .catch({});

/** Runs of a model without a known price add nothing to the spend: the e-mail says they are left out (docs/decisions/0035). */
function texts(language: string, project: string, threshold: number, cost: string, budget: string, unpricedRuns: number) {
  if (language === 'es') {
    const unpriced = unpricedRuns > 0 ? `\n\nNo incluye ${unpricedRuns} ${unpricedRuns === 1 ? 'ejecución' : 'ejecuciones'} con precio desconocido (modelos sin precio en la tabla de precios).` : '';
    return {
      subject: `${project}: ${threshold} % del presupuesto mensual alcanzado`,
      text: `El gasto de este mes del proyecto "${project}" es de ${cost} $, el ${threshold} % o más de su presupuesto mensual de ${budget} $.${unpriced}\n\nRevisa el uso en Analytics, o cambia el presupuesto en el Dashboard.\n\n(Desactiva estos avisos en Settings > Notifications > Alertas de coste.)\n`,
    };
  }
  const unpriced = unpricedRuns > 0 ? `\n\nIt does not include ${unpricedRuns} ${unpricedRuns === 1 ? 'run' : 'runs'} at unknown price (models missing from the price table).` : '';
  return {
    subject: `${project}: ${threshold}% of the monthly budget reached`,
    text: `This month's spend of the project "${project}" is $${cost}, ${threshold}% or more of its $${budget} monthly budget.${unpriced}\n\nSee where it goes in Analytics, or change the budget on the Dashboard.\n\n(Turn these alerts off in Settings > Notifications > Cost alerts.)\n`,
  };
}

/**
 * Settings > Notifications > Cost alerts, enforced: when a project's spend this month passes 80 %
 * and 100 % of its budget, its owner gets one e-mail for each (if e-mail notifications and cost
 * alerts are on and the instance has a mail server). Answers the e-mails sent.
 */
export async function sendCostAlerts(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const month = now.toISOString().slice(0, 7);
  let sent = 0;
  for (const target of await listAlertTargets(deps.db)) {
    const prefs = readUserSettings(target.ownerSettings);
    if (!prefs.emailNotifications || !prefs.costAlerts) continue;
    const settings = projectSettings.parse(target.projectSettings);
    const budget = settings.monthlyBudget ?? DEFAULT_MONTHLY_BUDGET;
    const already = settings.costAlerts?.month === month ? settings.costAlerts.thresholds : [];
    const due = COST_ALERT_THRESHOLDS.filter((p) => !already.includes(p));
    if (due.length === 0) continue;
    const { cost, unpricedRuns } = await projectMonthCost(deps, target.projectId);
    const crossed = due.filter((p) => cost >= (budget * p) / 100);
    if (crossed.length === 0) continue;
    // the highest threshold crossed is the news; lower ones are recorded as told
    const top = Math.max(...crossed);
    const mailed = await sendInstanceMail(deps, { to: target.ownerEmail, ...texts(target.ownerLanguage, target.projectName, top, cost.toFixed(2), budget.toFixed(2), unpricedRuns) });
    if (!mailed) continue;
    sent += 1;
    await recordCostAlerts(deps.db, target.projectId, { month, thresholds: [...already, ...crossed] });
  }
  return sent;
}
