import { PRODUCT_NAME, pageTitle } from '@phonebazaar/shared';

/** React 19 hoists <title> into <head>, so each page names itself where it renders. */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title, PRODUCT_NAME)}</title>;
}
