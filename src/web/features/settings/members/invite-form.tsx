import { Copy, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateInvitationBody, CreatedInvitation } from '@common/members';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useInviteMember } from './api/invite-member';
import { RoleSelect } from './role-select';

/** E-mail and role; the answer shows the link to copy (the only way to send it when there is no mail server). */
export function InviteForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('members');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CreateInvitationBody['role']>('editor');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const invite = useInviteMember(projectId, {
    onSuccess: (result) => {
      setCreated(result);
      setEmail('');
    },
    onError: (error) => toast({ title: t('invitations.failed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const copy = async (link: string) => {
    await navigator.clipboard.writeText(link);
    toast({ title: t('invitations.copied') });
  };

  return (
    <div className="grid gap-3" data-testid="invite-form">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate({ email, role });
        }}
      >
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="invite-email">{t('invitations.email')}</Label>
          <Input id="invite-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('invitations.emailPlaceholder')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invite-role">{t('invitations.role')}</Label>
          <RoleSelect id="invite-role" value={role} onChange={setRole} testId="invite-role" />
        </div>
        <Button type="submit" disabled={invite.isPending || email.trim() === ''} data-testid="invite-submit">
          <Send />
          {invite.isPending ? t('invitations.sending') : t('invitations.send')}
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">{t(`roleHints.${role}`)}</p>
      {created && (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm" data-testid="invite-created" role="status">
          <p>{created.emailed ? t('invitations.emailed', { email: created.invitation.email }) : t('invitations.noMail', { email: created.invitation.email })}</p>
          <div className="flex gap-2">
            <Input readOnly value={created.link} aria-label={t('invitations.link')} className="font-mono text-xs" data-testid="invite-link" />
            <Button type="button" variant="outline" onClick={() => void copy(created.link)}>
              <Copy />
              {t('invitations.copy')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
