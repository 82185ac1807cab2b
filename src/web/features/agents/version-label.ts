/** The newest published version's label ('v' added to a bare number), or null for a draft. */
export function versionLabel(latestVersion: string | null): string | null {
  if (!latestVersion) return null;
  return /^\d/.test(latestVersion) ? `v${latestVersion}` : latestVersion;
}
