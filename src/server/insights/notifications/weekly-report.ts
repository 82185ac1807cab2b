import { z } from 'zod';
import { readUserSettings } from '../../../common/settings';
import type { AppDeps } from '../../platform/deps';
import { projectPeriodFigures } from '../analytics/index';
import { sendInstanceMail } from '../../platform/mail/instance-mail';
import { listAlertTargets, recordWeeklyReport } from './queries';

const DAY_MS = 86_400_000;
const sentReport = z.object({ weeklyReport: z.string().optional().catch(undefined) }).catch({});

/** Monday 00:00 UTC of the week `now` is in. */
export function weekStart(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS);
}

type Figures = Awaited<ReturnType<typeof projectPeriodFigures>>;

function texts(language: string, project: string, from: string, f: Figures) {
  const rate = f.successRate === null ? '-' : `${f.successRate} %`;
  const runs = (one: string, many: string) => `${f.unpricedRuns} ${f.unpricedRuns === 1 ? one : many}`;
  if (language === 'es') {
    const unpriced = f.unpricedRuns > 0 ? ` + ${runs('ejecución', 'ejecuciones')} con precio desconocido` : '';
    return {
      subject: `${project}: resumen de la semana del ${from}`,
      text: `Resumen de la semana del ${from} del proyecto "${project}":\n\n- Conversaciones: ${f.conversations}\n- Respuestas: ${f.runs}\n- Tasa de éxito: ${rate}\n- Gasto: ${f.cost.toFixed(2)} $${unpriced}\n\nMás detalles en Analytics.\n\n(Desactiva este resumen en Settings > Notifications > Informes semanales.)\n`,
    };
  }
  const unpriced = f.unpricedRuns > 0 ? ` + ${runs('run', 'runs')} at unknown price` : '';
  return {
    subject: `${project}: your week from ${from}`,
    text: `The week from ${from} of the project "${project}":\n\n- Conversations: ${f.conversations}\n- Replies: ${f.runs}\n- Success rate: ${f.successRate === null ? '-' : `${f.successRate}%`}\n- Spend: $${f.cost.toFixed(2)}${unpriced}\n\nMore in Analytics.\n\n(Turn this report off in Settings > Notifications > Weekly reports.)\n`,
  };
}

/**
 * Settings > Notifications > Weekly reports, enforced: once a week (from Monday, UTC) each project
 * of an owner who asked for it gets a summary of the past week by e-mail. Answers the e-mails sent.
 */
export async function sendWeeklyReports(deps: AppDeps): Promise<number> {
  const thisWeek = weekStart(deps.clock());
  const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);
  const week = thisWeek.toISOString().slice(0, 10);
  let sent = 0;
  for (const target of await listAlertTargets(deps.db)) {
    const prefs = readUserSettings(target.ownerSettings);
    if (!prefs.emailNotifications || !prefs.weeklyReports) continue;
    if (sentReport.parse(target.projectSettings).weeklyReport === week) continue;
    const figures = await projectPeriodFigures(deps, target.projectId, lastWeek, thisWeek);
    const mail = texts(target.ownerLanguage, target.projectName, lastWeek.toISOString().slice(0, 10), figures);
    if (!(await sendInstanceMail(deps, { to: target.ownerEmail, ...mail }))) continue;
    sent += 1;
    await recordWeeklyReport(deps.db, target.projectId, week);
  }
  return sent;
}
