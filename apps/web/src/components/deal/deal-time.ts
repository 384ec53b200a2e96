/** When a deal's step ends or happened, in the reader's time zone ("March 6, 10:00 AM"). */
const formatter = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatDealTime(iso: string): string {
  return formatter.format(new Date(iso));
}
