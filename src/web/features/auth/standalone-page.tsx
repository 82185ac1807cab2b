import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** A page outside the app's frame (invitation, password reset): the brand, language, theme, and one card. */
export function StandalonePage({ icon: Icon, title, description, homeLabel, children }: { icon: LucideIcon; title: string; description: string; homeLabel?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4">
          <a href="/" aria-label={homeLabel} className="mr-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <BrandMark />
          </a>
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center p-4">
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="flex items-center gap-2 text-xl font-semibold leading-none tracking-tight">
              <Icon className="size-5" aria-hidden="true" />
              {title}
            </h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
