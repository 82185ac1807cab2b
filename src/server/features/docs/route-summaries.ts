/**
 * Summaries for routes whose schema has none (features written before the reference page).
 * A route's own `schema.summary` wins; routes missing from both are listed without one.
 */
const SUMMARIES: Record<string, string> = {
  'GET /api/auth/providers': 'Sign-in methods of this instance (password, OpenID Connect) and the sign-up mode',
  'POST /api/auth/register': 'Create an account with e-mail and password (the first account becomes admin)',
  'POST /api/auth/login': 'Sign in with e-mail and password',
  'POST /api/auth/logout': 'Sign out',
  'GET /api/logout': 'Sign out and go to the home page (browser navigation)',
  'GET /api/login': 'The sign-in page (browser navigation)',
  'GET /api/auth/status': 'Whether the session is authorized or on the waitlist, and its user',
  'GET /api/auth/user': 'The signed-in user',
  'PUT /api/auth/user': "Update the signed-in user's name and language (the e-mail cannot change)",
  'GET /api/projects': "Your projects (creates 'My First Project' when there is none)",
  'POST /api/projects': 'Create a project',
  'GET /api/projects/{id}/agents': "The project's agents",
  'POST /api/projects/{id}/agents': 'Create an agent',
  'GET /api/agents/{id}': 'An agent',
  'PUT /api/agents/{id}': 'Update an agent (the whole form, or only systemPrompt)',
  'PATCH /api/agents/{id}': "Change an agent's visibility or status",
  'DELETE /api/agents/{id}': 'Delete an agent',
  'DELETE /api/agents/{id}/urls': "Remove a website URL from the agent's knowledge base",
  'GET /api/projects/{id}/api-keys': "The project's model provider keys (masked)",
  'POST /api/projects/{id}/api-keys': 'Save a model provider key (encrypted at rest)',
  'DELETE /api/projects/{id}/api-keys/{provider}': 'Remove a model provider key',
  'POST /api/projects/{id}/api-keys/{provider}/check': 'Check a model provider key against the provider',
  'POST /api/agents/{id}/test': 'Testing Console run (send Accept: text/event-stream to stream)',
  'GET /api/agents/{id}/test-cases': "The agent's test cases",
  'POST /api/agents/{id}/test-cases': 'Create a test case',
  'POST /api/agents/{id}/test-cases/run-all': "Run all the agent's test cases",
  'GET /api/agents/{id}/test-stats': 'Test case totals and average response time',
  'PUT /api/test-cases/{id}': 'Update a test case',
  'DELETE /api/test-cases/{id}': 'Delete a test case',
  'POST /api/test-cases/{id}/run': 'Run one test case',
  'POST /api/agents/{id}/ai-analyze': "AI analysis of the agent's prompt",
  'POST /api/agents/{id}/ai-tune-up': "AI rewrite of the agent's prompt",
  'GET /api/projects/{id}/analytics': 'Project analytics from stored runs and conversations',
  'POST /api/waitlist': 'Join the waitlist',
  'GET /api/admin/users': 'All users (admin)',
  'POST /api/admin/users/{id}/approve': 'Approve a waitlisted user (admin)',
  'PUT /api/admin/users/{id}/tier': "Set a user's subscription tier (admin)",
  'POST /api/billing/trial': 'Start the 14-day Premium trial (once per user)',
  'GET /api/settings': 'Your preferences, notification and security settings',
  'PUT /api/settings': 'Save your settings',
  'GET /api/health': 'Liveness check',
  'GET /api/projects/{id}/tools': "The project's tools, public tools and the built-in catalogue",
  'POST /api/projects/{id}/tools': 'Create a custom tool (api or webhook)',
  'GET /api/tools/{id}': 'A custom tool (header values masked)',
  'PUT /api/tools/{id}': 'Update a custom tool (masked header values keep the stored ones)',
  'DELETE /api/tools/{id}': 'Delete a custom tool',
  'POST /api/tools/{id}/test': 'Call a custom tool once with a JSON payload as its arguments',
};

export function summaryFor(method: string | string[], url: string): string | undefined {
  const m = Array.isArray(method) ? method[0] : method;
  return SUMMARIES[`${m} ${url.replace(/:(\w+)/g, '{$1}')}`];
}
