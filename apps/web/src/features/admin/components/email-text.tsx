import { Fragment } from 'react';

/**
 * An email that wraps where a person would break it, after the @ and before each dot, instead
 * of mid-word (issue #23 item 14): `<wbr>` marks those places; a part still too long for the
 * column breaks anywhere as a last resort.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])|(?<=@)/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        // Parts repeat ('.com' twice); their place is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
