/** One job per handoff request: e-mail the project's operators. */
export const HANDOFF_MAIL_JOB = 'handoff.mail';
