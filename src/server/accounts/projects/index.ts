/** What other features may use of accounts/projects: everything else in this folder is its own. */
export { assertRoleCan, readRole } from './access';
export { countProjectsOwnedBy, requireProject, requireProjectOwnerPlan } from './service';
