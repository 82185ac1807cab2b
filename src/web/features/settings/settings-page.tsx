import { Bell, CreditCard, KeyRound, Shield, SlidersHorizontal, User, Server, UserCog, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { PublicUser } from '@common/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { ApiKeysTab } from './api-keys/api-keys-tab';
import { EmbeddingSettingsCard } from './embeddings/embedding-settings-card';
import { EventWebhookCard } from './event-webhook/event-webhook-card';
import { InstanceTab } from './instance/instance-tab';
import { MembersTab } from './members/members-tab';
import { NotificationsTab } from './notifications-tab';
import { PreferencesTab } from './preferences-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { SubscriptionTab } from './subscription-tab';
import { UsersTab } from './users-tab';

type TabId = 'profile' | 'subscription' | 'members' | 'api-keys' | 'preferences' | 'notifications' | 'security' | 'users' | 'instance';

const TABS: { id: TabId; labelKey: string; icon: LucideIcon; adminOnly?: boolean }[] = [
  { id: 'profile', labelKey: 'tabs.profile', icon: User },
  { id: 'subscription', labelKey: 'tabs.subscription', icon: CreditCard },
  { id: 'members', labelKey: 'tabs.members', icon: UserCog },
  { id: 'api-keys', labelKey: 'tabs.apiKeys', icon: KeyRound },
  { id: 'preferences', labelKey: 'tabs.preferences', icon: SlidersHorizontal },
  { id: 'notifications', labelKey: 'tabs.notifications', icon: Bell },
  { id: 'security', labelKey: 'tabs.security', icon: Shield },
  { id: 'users', labelKey: 'tabs.users', icon: Users, adminOnly: true },
  { id: 'instance', labelKey: 'tabs.instance', icon: Server, adminOnly: true },
];

interface SettingsPageProps {
  user: PublicUser;
  /** refreshes the signed-in user after the profile or the subscription changed */
  onUserChanged: () => unknown;
}

/** The open tab lives in the URL (?tab=...), so it survives a reload and can be linked to. */
export function SettingsPage({ user, onUserChanged }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tabs = TABS.filter((tab) => !tab.adminOnly || user.role === 'admin');
  const current = tabs.find((tab) => tab.id === requested)?.id ?? 'profile';

  return (
    // issue 27: the nine tabs of an admin stay on one line at 1366 px, in Spanish too (icons from 1536 px)
    <Tabs value={current} onValueChange={(tab) => navigate(`/settings?tab=${tab}`, { replace: true })} className="mx-auto max-w-5xl">
      <TabsList aria-label={t('tabs.label')} className="w-full justify-start sm:w-auto">
        {tabs.map(({ id, labelKey, icon: Icon }) => (
          <TabsTrigger key={id} value={id} data-testid={`settings-tab-${id}`}>
            <Icon aria-hidden="true" className="hidden 2xl:block" />
            {t(labelKey)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab user={user} onUserChanged={onUserChanged} />
      </TabsContent>
      <TabsContent value="subscription">
        <SubscriptionTab user={user} onUserChanged={onUserChanged} />
      </TabsContent>
      <TabsContent value="members">
        <MembersTab currentUserId={user.id} />
      </TabsContent>
      <TabsContent value="api-keys">
        <ProjectApiKeys />
      </TabsContent>
      <TabsContent value="preferences">
        <PreferencesTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
      {user.role === 'admin' && (
        <TabsContent value="users">
          <UsersTab currentUserId={user.id} onUserChanged={onUserChanged} />
        </TabsContent>
      )}
      {user.role === 'admin' && (
        <TabsContent value="instance">
          <InstanceTab />
        </TabsContent>
      )}
    </Tabs>
  );
}

/** Provider keys belong to the current project (the first one); its embedding model uses them. */
function ProjectApiKeys() {
  const { project } = useCurrentProject();
  if (!project) return null;
  return (
    <div className="flex flex-col gap-6">
      <ApiKeysTab projectId={project.id} />
      <EmbeddingSettingsCard projectId={project.id} />
      <EventWebhookCard projectId={project.id} />
    </div>
  );
}
