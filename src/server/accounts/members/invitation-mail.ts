import type { ProjectRole } from '../../../common/members';
import type { AppDeps } from '../../platform/deps';
import { sendInstanceMail } from '../../platform/mail/instance-mail';

interface InvitationMail {
  to: string;
  inviter: string;
  projectName: string;
  role: ProjectRole;
  link: string;
  language: string;
}

const ROLE_NAMES: Record<'en' | 'es', Record<ProjectRole, string>> = {
  en: { owner: 'owner', admin: 'admin', editor: 'editor', operator: 'operator', viewer: 'viewer' },
  es: { owner: 'propietario', admin: 'administrador', editor: 'editor', operator: 'operador', viewer: 'lector' },
};

function texts(mail: InvitationMail): { subject: string; text: string } {
  if (mail.language === 'es') {
    return {
      subject: `${mail.inviter} te invita a ${mail.projectName} en AgentForge`,
      text: `${mail.inviter} te invita a unirte al proyecto "${mail.projectName}" como ${ROLE_NAMES.es[mail.role]}.\n\nAcepta o rechaza la invitación aquí (válida 7 días, un solo uso):\n${mail.link}\n\nSi no esperabas esta invitación, ignora este mensaje.\n`,
    };
  }
  return {
    subject: `${mail.inviter} invited you to ${mail.projectName} on AgentForge`,
    text: `${mail.inviter} invited you to join the project "${mail.projectName}" as ${ROLE_NAMES.en[mail.role]}.\n\nAccept or decline the invitation here (valid for 7 days, single use):\n${mail.link}\n\nIf you did not expect this invitation, ignore this message.\n`,
  };
}

/**
 * Sends the invitation through the instance's SMTP server. False when none is configured (the
 * inviter copies the link instead); a server that refuses the message throws its reason.
 */
export function sendInvitationMail(deps: AppDeps, mail: InvitationMail): Promise<boolean> {
  return sendInstanceMail(deps, { to: mail.to, ...texts(mail) });
}
