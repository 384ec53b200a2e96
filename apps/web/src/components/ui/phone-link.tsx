import { DEAL_CARD_TEXTS } from '@phonebazaar/shared';
import { formatPhone, phoneHref } from '@phonebazaar/shared/phone-number';

/**
 * A person's phone number as a tap-to-call link (issue #37): shown in the one format
 * (01898-765432 for Bangladesh, international otherwise), dialled in E.164. Only dashboard
 * pages import it: libphonenumber's metadata stays out of every storefront page's first load.
 */
export function PhoneLink({ number, name }: { number: string; name: string }) {
  const shown = formatPhone(number);
  return (
    <a
      href={phoneHref(number)}
      className="link link-primary inline-flex min-h-11 items-center whitespace-nowrap"
      aria-label={DEAL_CARD_TEXTS.call(name, shown)}
    >
      {shown}
    </a>
  );
}
