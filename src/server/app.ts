import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/deps';
import { wireEvents } from './event-wiring';
import { registerAuthGuard } from './platform/auth-guard';
import { registerIpAllowList, registerTwoFactorRequirement } from './accounts/instance/index';
import { registerErrorHandling } from './platform/errors';
import { loggerOptions } from './platform/log-serializers';
import { registerInFlightTracking } from './platform/in-flight';
import { registerPublicCors } from './platform/public-cors';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerUnstorableTextCheck } from './platform/unstorable-text';
import { adminRoutes } from './accounts/admin/routes';
import { agentRoutes } from './authoring/agents/routes';
import { knowledgeRoutes } from './knowledge/routes';
import { curatedAnswerRoutes } from './knowledge/index';
import { analyticsRoutes } from './insights/analytics/routes';
import { unansweredRoutes } from './insights/unanswered/routes';
import { authRoutes } from './accounts/auth/routes';
import { oidcRoutes } from './accounts/auth/index';
import { billingRoutes } from './accounts/billing/routes';
import { projectRoutes } from './accounts/projects/routes';
import { memberRoutes } from './accounts/members/routes';
import { accountRoutes } from './accounts/account/routes';
import { instanceRoutes } from './accounts/instance/routes';
import { modelPriceRoutes } from './models/pricing/routes';
import { providerKeyRoutes } from './models/provider-keys/routes';
import { testingRoutes } from './authoring/testing/routes';
import { uploadRoutes } from './authoring/uploads/routes';
import { widgetRoutes } from './authoring/widgets/routes';
import { agentFileRoutes, type WorkflowPart } from './authoring/agent-files/routes';
import { agentTemplateRoutes } from './authoring/templates/routes';
import { settingsRoutes } from './accounts/settings/routes';
import { helpRoutes } from './accounts/help/routes';
import { waitlistRoutes } from './accounts/waitlist/routes';
import { registerWebApp } from './platform/web-app/routes';
import { channelRoutes } from './conversation/channels/routes';
import { channelWebhookRoutes } from './conversation/channels/index';
import { budgetRoutes } from './conversation/budgets/routes';
import { visitorRoutes } from './conversation/visitors/routes';
import { visitorMemoryRoutes } from './conversation/visitor-memory/routes';
import { visitorProfileRoutes } from './conversation/visitors/index';
import { inboxRoutes } from './conversation/inbox/routes';
import { approvalRoutes } from './conversation/approvals/routes';
import { visitorDataRoutes } from './conversation/visitor-data/routes';
import { eventWebhookRoutes } from './conversation/event-webhook/index';
import { chatRoutes } from './conversation/chat/routes';
import { feedbackRoutes } from './conversation/feedback/routes';
import { docsRoutes } from './platform/api-docs/routes';
import { registerOpenApi } from './platform/api-docs/openapi';
import { openaiApiRoutes } from './conversation/openai-api/routes';
import { publicApiRoutes } from './conversation/public-api/routes';
import { versionRoutes } from './authoring/versions/routes';
import { publishGate } from './authoring/testing/index';
import { recordLead } from './conversation/leads/index';
import { publicPageRoutes } from './platform/public-pages/routes';
import { toolRoutes } from './tools/routes';
import { openApiRoutes, mcpServerRoutes, publicToolRoutes, hookDeliveryRoutes } from './tools/index';
import { agentMcpRoutes } from './conversation/agent-mcp/routes';
import { leadRoutes } from './conversation/leads/routes';
import { conversationRoutes } from './conversation/conversations/routes';
import { workflowRoutes } from './workflows/routes';
import { getWorkflow, saveWorkflow, workflowTriggerRoutes } from './workflows/index';
import { operationsRoutes } from './platform/operations/routes';
import { registerHttpMetrics } from './platform/http-metrics';
import { shutdownTracing } from './platform/tracing/tracing';

export interface BuildAppOptions {
  logger?: boolean;
  /** where the log lines go instead of stdout (tests read them) */
  logStream?: { write: (line: string) => void };
}

/** An agent file's workflow: the workflows domain sits above authoring, so its read and save are handed down from here. */
const agentFileWorkflows: WorkflowPart = {
  read: async (deps, user, agentId) => {
    const saved = await getWorkflow(deps, user, agentId, '');
    return saved.createdAt ? { name: saved.name, nodes: saved.nodes, edges: saved.edges } : null;
  },
  save: async (deps, user, agentId, graph) => {
    await saveWorkflow(deps, user, agentId, graph, '');
  },
};

/** Builds the whole HTTP app from its dependencies; tests call it with an in-memory database. */
export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  wireEvents();
  const app = Fastify({
    logger: opts.logger || opts.logStream ? { ...loggerOptions(deps.config.LOG_LEVEL), stream: opts.logStream } : false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: deps.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerUnstorableTextCheck(app);
  registerInFlightTracking(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerAuthGuard(app, deps);
  registerIpAllowList(app, deps);
  registerTwoFactorRequirement(app, deps);
  registerPublicCors(app);
  registerHttpMetrics(app, deps.metrics);
  // the spans still queued are sent (for a few seconds at most) when the app closes
  app.addHook('onClose', () => shutdownTracing(deps));
  // before the routes: it records them as they are added
  await registerOpenApi(app);

  await app.register(operationsRoutes(deps));
  await app.register(authRoutes(deps));
  if (deps.config.oidcEnabled) await app.register(oidcRoutes(deps));
  await app.register(projectRoutes(deps));
  await app.register(memberRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(instanceRoutes(deps));
  await app.register(modelPriceRoutes(deps));
  await app.register(agentRoutes(deps));
  await app.register(knowledgeRoutes(deps));
  await app.register(curatedAnswerRoutes(deps));
  await app.register(providerKeyRoutes(deps));
  // test turns store the leads they capture (marked as tests); nobody is asked to join them
  const testTurnActions = { recordLead };
  await app.register(testingRoutes(deps, testTurnActions));
  await app.register(widgetRoutes(deps));
  await app.register(agentFileRoutes(deps, agentFileWorkflows));
  await app.register(agentTemplateRoutes(deps, agentFileWorkflows));
  await app.register(uploadRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(unansweredRoutes(deps));
  await app.register(waitlistRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(billingRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(helpRoutes(deps));
  await app.register(versionRoutes(deps, publishGate(testTurnActions)));
  await app.register(chatRoutes(deps));
  await app.register(feedbackRoutes(deps));
  await app.register(publicApiRoutes(deps));
  await app.register(openaiApiRoutes(deps));
  await app.register(channelRoutes(deps));
  await app.register(channelWebhookRoutes(deps));
  await app.register(budgetRoutes(deps));
  await app.register(visitorRoutes(deps));
  await app.register(visitorMemoryRoutes(deps));
  await app.register(visitorProfileRoutes(deps));
  await app.register(inboxRoutes(deps));
  await app.register(approvalRoutes(deps));
  await app.register(visitorDataRoutes(deps));
  await app.register(eventWebhookRoutes(deps));
  await app.register(toolRoutes(deps));
  await app.register(openApiRoutes(deps));
  await app.register(mcpServerRoutes(deps));
  await app.register(agentMcpRoutes(deps));
  await app.register(publicToolRoutes(deps));
  await app.register(leadRoutes(deps));
  await app.register(conversationRoutes(deps));
  await app.register(hookDeliveryRoutes(deps));
  await app.register(workflowRoutes(deps));
  await app.register(workflowTriggerRoutes(deps));
  await app.register(docsRoutes());
  await app.register(publicPageRoutes(deps));
  await registerWebApp(app, { serveLoginPage: !deps.config.oidcEnabled, webDistDir: deps.config.WEB_DIST_DIR });

  return app;
}
