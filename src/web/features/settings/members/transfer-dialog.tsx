import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@common/members';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

/** The owner picks another member to take the project; the owner stays as an admin. */
export function TransferDialog({ candidates, pending, onConfirm, onClose }: { candidates: Member[]; pending: boolean; onConfirm: (userId: string) => void; onClose: () => void }) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation();
  const [userId, setUserId] = useState('');
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent data-testid="transfer-dialog">
        <DialogHeader>
          <DialogTitle>{t('transfer.title')}</DialogTitle>
          <DialogDescription>{t('transfer.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="transfer-to">{t('transfer.to')}</Label>
          <Select value={userId} onValueChange={setUserId}>
            <SelectTrigger id="transfer-to">
              <SelectValue placeholder={t('transfer.choose')} />
            </SelectTrigger>
            <SelectContent>
              {candidates.map((m) => (
                <SelectItem key={m.userId} value={m.userId}>
                  {m.email}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {tc('cancel')}
          </Button>
          <Button variant="destructive" disabled={!userId || pending} onClick={() => onConfirm(userId)} data-testid="confirm-transfer">
            {t('transfer.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
