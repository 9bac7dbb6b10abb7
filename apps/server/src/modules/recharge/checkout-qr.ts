import QRCode from 'qrcode';

/**
 * A checkout meant to be scanned (WeChat Pay's Native code on a computer) as an SVG picture the
 * page can show as it is: no QR library in the browser, and nothing to fetch from elsewhere.
 */
export async function qrCodeOf(payUrl: string): Promise<string> {
  const svg = await QRCode.toString(payUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
