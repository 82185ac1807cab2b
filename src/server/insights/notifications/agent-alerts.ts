import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { readUserSettings } from '../../../common/settings';
import type { AppDeps } from '../../platform/deps';
import { sendInstanceMail } from '../../platform/mail/instance-mail';
import { recordAgentAlert } from './queries';

/** An agent is judged on its production runs of the last hour, once it has this many. */
export const ALERT_MIN_RUNS = 10;
/** Agent status alert: this share of those runs failed. */
export const ALERT_ERROR_RATE = 0.25;
/** Performance alert: their average latency is this many times the agent's last 7 days, and at least ALERT_SLOW_MS. */
export const ALERT_SLOWDOWN = 2;
export const ALERT_SLOW_MS = 2000;
/** The same alert about the same agent waits this long before it is sent again. */
const QUIET_MS = 6 * 3_600_000;

interface AgentHour {
  agentId: string;
  agentName: string;
  projectId: string;
  projectSettings: unknown;
  ownerEmail: string;
  ownerLanguage: string;
  ownerSettings: unknown;
  runs: number;
  errors: number;
  avgLatency: number | null;
  weekLatency: number | null;
  weekRuns: number;
}

const sentAlerts = z.object({ agentAlerts: z.record(z.string(), z.string()).optional().catch(undefined) }).catch({});

function texts(kind: 'status' | 'performance', language: string, a: AgentHour): { subject: string; text: string } {
  const failed = Math.round((a.errors / a.runs) * 100);
  const slow = `${Math.round(a.avgLatency ?? 0)} ms`;
  const usual = `${Math.round(a.weekLatency ?? 0)} ms`;
  if (language === 'es') {
    return kind === 'status'
      ? { subject: `${a.agentName}: el ${failed} % de las respuestas falló en la última hora`, text: `El agente "${a.agentName}" falló en ${a.errors} de sus ${a.runs} respuestas de la última hora.\n\nRevisa los errores en Conversations, y la clave y el modelo del proveedor en Settings > API Keys.\n\n(Desactiva estos avisos en Settings > Notifications > Alertas de estado del agente.)\n` }
      : { subject: `${a.agentName} responde más lento de lo normal`, text: `El agente "${a.agentName}" tardó de media ${slow} en responder en la última hora, frente a ${usual} en los últimos 7 días.\n\nRevisa el proveedor del modelo y las herramientas del agente.\n\n(Desactiva estos avisos en Settings > Notifications > Alertas de rendimiento.)\n` };
  }
  return kind === 'status'
    ? { subject: `${a.agentName}: ${failed}% of replies failed in the last hour`, text: `The agent "${a.agentName}" failed ${a.errors} of its ${a.runs} replies in the last hour.\n\nSee the errors in Conversations, and check the provider's key and model in Settings > API Keys.\n\n(Turn these alerts off in Settings > Notifications > Agent status alerts.)\n` }
    : { subject: `${a.agentName} is answering slower than usual`, text: `The agent "${a.agentName}" took ${slow} on average to answer in the last hour, against ${usual} over the last 7 days.\n\nCheck the model's provider and the agent's tools.\n\n(Turn these alerts off in Settings > Notifications > Performance alerts.)\n` };
}

/**
 * Settings > Notifications > Agent status alerts and Performance alerts, enforced: an agent whose
 * production replies of the last hour failed too often, or got much slower than its week, earns
 * its owner an e-mail (the same one at most every 6 hours). Answers the e-mails sent.
 */
export async function sendAgentAlerts(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await queryRows<AgentHour>(deps.db, sql`
    with recent as (
      select agent_id, count(*)::int as runs, (count(*) filter (where status = 'error'))::int as errors, avg(latency)::float8 as avg_latency
      from agent_runs where created_at >= ${hourAgo.toISOString()}::timestamptz and not is_test group by agent_id having count(*) >= ${ALERT_MIN_RUNS})
    select a.id as "agentId", a.name as "agentName", p.id as "projectId", p.settings as "projectSettings",
      u.email as "ownerEmail", u.language as "ownerLanguage", u.settings as "ownerSettings",
      r.runs, r.errors, r.avg_latency as "avgLatency",
      (select avg(latency)::float8 from agent_runs w where w.agent_id = a.id and not w.is_test
        and w.created_at >= ${weekAgo.toISOString()}::timestamptz and w.created_at < ${hourAgo.toISOString()}::timestamptz) as "weekLatency",
      (select count(*)::int from agent_runs w where w.agent_id = a.id and not w.is_test
        and w.created_at >= ${weekAgo.toISOString()}::timestamptz and w.created_at < ${hourAgo.toISOString()}::timestamptz) as "weekRuns"
    from recent r join agents a on a.id = r.agent_id join projects p on p.id = a.project_id join users u on u.id = p.owner_id
    where u.access_status <> 'disabled'`);
  let sent = 0;
  for (const a of rows) {
    const prefs = readUserSettings(a.ownerSettings);
    if (!prefs.emailNotifications) continue;
    const failing = prefs.agentStatusAlerts && a.errors / a.runs >= ALERT_ERROR_RATE;
    const slow =
      prefs.performanceAlerts && a.weekRuns >= ALERT_MIN_RUNS && a.avgLatency !== null && a.weekLatency !== null && a.avgLatency >= ALERT_SLOW_MS && a.avgLatency >= a.weekLatency * ALERT_SLOWDOWN;
    const last = sentAlerts.parse(a.projectSettings).agentAlerts ?? {};
    for (const kind of [failing && 'status', slow && 'performance'].filter((k): k is 'status' | 'performance' => Boolean(k))) {
      const key = `${a.agentId}:${kind}`;
      if (last[key] && now.getTime() - Date.parse(last[key]) < QUIET_MS) continue;
      if (!(await sendInstanceMail(deps, { to: a.ownerEmail, ...texts(kind, a.ownerLanguage, a) }))) continue;
      sent += 1;
      await recordAgentAlert(deps.db, a.projectId, key, now);
    }
  }
  return sent;
}
