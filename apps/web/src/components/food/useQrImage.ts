import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_OPTIONS } from './qr-payment';

/** The QR code for `content` as a data URL (null while drawing or if it fails), in the spec's settings. */
export function useQrImage(content: string): string | null {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(content, QR_OPTIONS)
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [content]);
  return qr;
}
