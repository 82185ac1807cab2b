import { agentFile, type AgentFile } from '../../../common/agent-file';
import type { AgentTemplateId, TemplateLanguage } from '../../../common/agent-templates';
import appointmentBookingEn from './files/appointment-booking.en.json';
import appointmentBookingEs from './files/appointment-booking.es.json';
import customerSupportEn from './files/customer-support.en.json';
import customerSupportEs from './files/customer-support.es.json';
import hotelReservationsEn from './files/hotel-reservations.en.json';
import hotelReservationsEs from './files/hotel-reservations.es.json';
import salesAssistantEn from './files/sales-assistant.en.json';
import salesAssistantEs from './files/sales-assistant.es.json';
import shopFaqEn from './files/shop-faq.en.json';
import shopFaqEs from './files/shop-faq.es.json';
import technicalSupportEn from './files/technical-support.en.json';
import technicalSupportEs from './files/technical-support.es.json';

/** Each template's agent file as shipped (unparsed: the import reads it like any uploaded file), by language. */
export const TEMPLATE_FILES: Record<AgentTemplateId, Record<TemplateLanguage, unknown>> = {
  'customer-support': { en: customerSupportEn, es: customerSupportEs },
  'sales-assistant': { en: salesAssistantEn, es: salesAssistantEs },
  'hotel-reservations': { en: hotelReservationsEn, es: hotelReservationsEs },
  'technical-support': { en: technicalSupportEn, es: technicalSupportEs },
  'appointment-booking': { en: appointmentBookingEn, es: appointmentBookingEs },
  'shop-faq': { en: shopFaqEn, es: shopFaqEs },
};

/** A template's file read with the agent-file schema (the unit test proves every shipped file parses). */
export const parsedTemplate = (id: AgentTemplateId, language: TemplateLanguage): AgentFile => agentFile.parse(TEMPLATE_FILES[id][language]);
