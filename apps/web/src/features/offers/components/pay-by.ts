/** "November 30, 2:05 PM": when a booking made from an offer must be paid (issue #45 item 7). */
const payBy = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatPayBy = (at: Date | string) => payBy.format(new Date(at));
