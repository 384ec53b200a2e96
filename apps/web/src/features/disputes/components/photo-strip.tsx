/** Pictures as small thumbnails, each a link to the full one (statements, the listing as booked). */
export function PhotoStrip({
  urls,
  label,
  linkLabel,
}: {
  urls: string[];
  label: string;
  linkLabel: (n: number) => string;
}) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            aria-label={linkLabel(index + 1)}
            className="block rounded-box focus-visible:outline-2 focus-visible:outline-primary"
          >
            <img
              src={url}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="size-20 rounded-box bg-base-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
