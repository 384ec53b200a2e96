import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The self-test link as a QR code (decision 056), drawn here as SVG: no service is asked, the
 * token never leaves the page. Loaded on demand (React.lazy) so My Products' first load does
 * not carry the encoder.
 */
export default function SelfTestQr({ url, alt }: { url: string; alt: string }) {
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => {
      if (live) setSvg(drawn);
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={160}
      height={160}
      className="size-40 rounded-box bg-white p-1"
    />
  );
}
