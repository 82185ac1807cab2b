/** One job per inbound SMS / WhatsApp message: run the turn, send the reply. */
export const CHANNEL_REPLY_JOB = 'channel.reply';
/** a provider that is down is tried again 2, 4, 8, 16 s later */
export const CHANNEL_REPLY_MAX_ATTEMPTS = 5;
