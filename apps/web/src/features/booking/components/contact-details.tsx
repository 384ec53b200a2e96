import { BUYING_TEXTS } from '@phonebazaar/shared';
import { PhoneLink } from '../../../components/ui/phone-link';

const C = BUYING_TEXTS.contact;

interface ContactDetailsProps {
  /** Whose contact this is, as the other party sees it ('Seller' or 'Buyer'). */
  role: string;
  name: string;
  phone: string | null;
  meetingLocation: string;
}

/**
 * The other party of a booking and where to meet (issue #23 item 2): buyer and seller of a
 * live or paid booking can reach each other. The phone is a tel: link in E.164 (PhoneLink), so a tap calls.
 */
export function ContactDetails({ role, name, phone, meetingLocation }: ContactDetailsProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
      <dt className="text-base-content/70">{role}</dt>
      <dd className="font-medium">
        {name}
        {phone ? (
          <>
            {' · '}
            <PhoneLink number={phone} name={name} />
          </>
        ) : null}
      </dd>
      <dt className="text-base-content/70">{C.meetAt}</dt>
      <dd className="break-words">{meetingLocation}</dd>
    </dl>
  );
}
