import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instanceCapabilities, instanceConfig, testEmailBody, updateInstanceConfigBody } from '../../../common/instance';
import { AppError, conflict } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { currentUser } from '../../platform/auth-guard';
import { userHasTwoFactor } from '../account/index';
import { instanceSmtp, sendInstanceMail } from '../../platform/mail/instance-mail';
import { effectiveConfig, instanceConfigView, saveInstanceConfig } from '../../platform/instance-settings/config-store';

const tags = ['Instance'];
const admin = { access: 'admin' as const };

/** Settings > Instance (admins): sign-up mode, plan enforcement, the support address and the instance's mail server, without a restart. */
export function instanceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/instance/capabilities', { schema: { tags, summary: 'What this instance offers every account (no settings)', response: { 200: instanceCapabilities } } }, async () => ({
      mailServer: Boolean(await instanceSmtp(deps)),
      plansEnforced: (await effectiveConfig(deps)).enforcePlans,
    }));

    app.get('/api/admin/instance', { config: admin, schema: { tags, response: { 200: instanceConfig } } }, async (request) => instanceConfigView(deps, request.ip));

    app.put('/api/admin/instance', { config: admin, schema: { tags, body: updateInstanceConfigBody, response: { 200: instanceConfig } } }, async (request) => {
      const hasTwoFactor = await userHasTwoFactor(deps, currentUser(request).id);
      await saveInstanceConfig(deps, request.body, { ip: request.ip, hasTwoFactor });
      return instanceConfigView(deps, request.ip);
    });

    app.post('/api/admin/instance/test-email', { config: admin, schema: { tags, summary: 'Send a test message through the instance mail server', body: testEmailBody } }, async (request, reply) => {
      const text = 'This is a test message from your AgentForge instance: its mail server works.\n\nEste es un mensaje de prueba de tu instancia de AgentForge: su servidor de correo funciona.\n';
      let sent: boolean;
      try {
        sent = await sendInstanceMail(deps, { to: request.body.to, subject: 'AgentForge test e-mail', text });
      } catch (err) {
        throw new AppError(502, 'SMTP_FAILED', err instanceof Error ? err.message : String(err));
      }
      if (!sent) throw conflict('No mail server is configured: save one first (or set SMTP_HOST and SMTP_FROM).');
      return reply.code(204).send();
    });
  };
}
