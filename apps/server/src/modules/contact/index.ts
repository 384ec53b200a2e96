import type { Db } from '../../db/client.ts';
import { createContactRepository } from './contact-repository.ts';
import { type ContactMail, createContactService } from './contact-service.ts';

export { contactRoutes } from './contact-routes.ts';
export type { ContactService } from './contact-service.ts';

/** Contact Us (issue #23 item 3): built once by the composition root. */
export function createContact(deps: { db: Db; mail: ContactMail; publicUrl: string }) {
  return {
    service: createContactService({
      repository: createContactRepository(deps.db),
      mail: deps.mail,
      publicUrl: deps.publicUrl,
    }),
  };
}
