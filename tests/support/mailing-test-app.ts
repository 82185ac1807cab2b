import { startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose instance mail server (SMTP_*) is a real SMTP peer on loopback that keeps what it receives. */
export async function createMailingTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; smtp: SmtpPeer; close: () => Promise<void> }> {
  const smtp = await startSmtpPeer();
  const t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'agentforge@example.com', ...env });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
