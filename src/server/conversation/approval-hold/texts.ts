/** What the visitor reads about a held call, in the agent's language (English unless Spanish). */
const TEXTS = {
  en: {
    held: 'A person from our team needs to confirm this before I go ahead. I will tell you here as soon as they do.',
    rejected: 'A person from our team did not approve this request.',
    rejectedWithReason: (reason: string) => `A person from our team did not approve this request: ${reason}`,
    expired: 'Nobody from our team confirmed this request in time, so I did not go ahead. You can ask again.',
    done: 'A person from our team approved it, and it is done.',
    failed: 'A person from our team approved it, but it could not be completed. Please try again later.',
  },
  es: {
    held: 'Una persona de nuestro equipo tiene que confirmarlo antes de continuar. Te avisaré aquí en cuanto lo haga.',
    rejected: 'Una persona de nuestro equipo no aprobó esta solicitud.',
    rejectedWithReason: (reason: string) => `Una persona de nuestro equipo no aprobó esta solicitud: ${reason}`,
    expired: 'Nadie de nuestro equipo confirmó esta solicitud a tiempo, así que no seguí adelante. Puedes volver a pedirlo.',
    done: 'Una persona de nuestro equipo lo aprobó y ya está hecho.',
    failed: 'Una persona de nuestro equipo lo aprobó, pero no se pudo completar. Inténtalo de nuevo más tarde.',
  },
};

export function approvalTexts(language: string) {
  return language.toLowerCase().startsWith('es') ? TEXTS.es : TEXTS.en;
}
