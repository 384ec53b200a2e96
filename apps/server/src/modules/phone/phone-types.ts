import type { Db } from '../../db/client.ts';
import type { SmsService } from '../mail/index.ts';

/** What the phone room asks of others, handed in by the composition root. */
export interface PhoneDeps {
  /** Users' door: the account's number is users' to write. */
  users: {
    verifiedPhoneOf(id: string, ex?: Db): Promise<string | null>;
    phoneVerifiedElsewhere(phone: string, exceptId: string, ex?: Db): Promise<boolean>;
    setVerifiedPhone(id: string, phone: string, ex?: Db): Promise<boolean>;
    /** The unique index that keeps a verified number to one live account. */
    verifiedPhoneIndex: string;
  };
  /** Mail's outbox, SMS channel. */
  sms: SmsService;
  /** Keys the codes' HMAC (AUTH_SECRET). */
  secret: string;
}
