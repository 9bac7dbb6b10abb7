import { X509Certificate, createHash, generateKeyPairSync, randomBytes, randomInt, sign, type KeyObject } from 'node:crypto';
import jsrsasign from 'jsrsasign';

/**
 * A test certificate authority shaped like the one that signs App Store data: a root, an
 * intermediate carrying Apple's WWDR intermediate marker (1.2.840.113635.100.6.2.1) and a signing
 * leaf carrying Apple's receipt-signing marker (1.2.840.113635.100.6.11.1), P-384 above a P-256
 * leaf as Apple's, each pointing at an OCSP responder (authorityInfoAccess) that a delegated
 * responder certificate (extKeyUsage ocspSigning) answers for. Test keys only, made at start.
 */

const APPLE_INTERMEDIATE_MARKER = '1.2.840.113635.100.6.2.1';
const APPLE_LEAF_MARKER = '1.2.840.113635.100.6.11.1';
/** The extensions' value is an ASN.1 NULL, as in Apple's certificates. */
const ASN1_NULL = '0500';
const VALID_FROM = '20240101000000Z';
const VALID_TO = '20491231235959Z';

const ROOT_NAME = '/C=US/O=Lootbay Test/OU=Lootbay Test Certification Authority/CN=Lootbay Test Root CA - G3';
const INTERMEDIATE_NAME = '/C=US/O=Lootbay Test/OU=G6/CN=Lootbay Test Worldwide Developer Relations Certification Authority';
const LEAF_NAME = '/C=US/O=Lootbay Test/OU=Lootbay Test Worldwide Developer Relations/CN=Lootbay Test App Store Receipt Signing';

/** Where the responders sit under the double's URL, named like Apple's. */
const OCSP_PATHS = { leaf: '/ocsp03-wwdrg602', intermediate: '/ocsp03-applerootcag3' } as const;

interface KeyPair {
  readonly publicKey: KeyObject;
  readonly privateKey: KeyObject;
}

/** An OCSP responder: its delegated certificate (issued by the CA it answers for) and key. */
export interface OcspResponder {
  readonly certificate: X509Certificate;
  readonly key: KeyObject;
}

export interface SigningChain {
  readonly root: X509Certificate;
  readonly intermediate: X509Certificate;
  readonly leaf: X509Certificate;
  /** The leaf's key: it signs transactions and notifications (ES256). */
  readonly signingKey: KeyObject;
  readonly responders: ReadonlyMap<string, OcspResponder>;
}

const ecKeys = (curve: 'P-256' | 'P-384'): KeyPair => generateKeyPairSync('ec', { namedCurve: curve });
const publicPem = (key: KeyObject): string => key.export({ type: 'spki', format: 'pem' }).toString();
/** 16 bytes, positive and without a leading zero byte, as DER wants an INTEGER. */
const serial = (): string => `${randomInt(0x10, 0x80).toString(16)}${randomBytes(15).toString('hex')}`;

/** jsrsasign encodes; node:crypto signs (ECDSA, DER signature values), far faster than jsrsasign's own. */
function certificate(subject: string, subjectKey: KeyObject, issuer: string, issuerKey: KeyObject, ext: Array<{ extname: string; [key: string]: unknown }>): X509Certificate {
  const { TBSCertificate, Certificate } = jsrsasign.KJUR.asn1.x509;
  const tbsobj = new TBSCertificate({
    version: 3,
    serial: { hex: serial() },
    issuer: { str: issuer },
    subject: { str: subject },
    notbefore: VALID_FROM,
    notafter: VALID_TO,
    sbjpubkey: publicPem(subjectKey),
    ext,
    sigalg: 'SHA384withECDSA',
  });
  const sighex = sign('sha384', Buffer.from(tbsobj.getEncodedHex(), 'hex'), issuerKey).toString('hex');
  return new X509Certificate(new Certificate({ tbsobj, sigalg: 'SHA384withECDSA', sighex }).getPEM());
}

const caExtensions = (ocspUrl: string | null) => [
  { extname: 'basicConstraints', critical: true, cA: true },
  { extname: 'keyUsage', critical: true, names: ['keyCertSign', 'cRLSign'] },
  ...(ocspUrl === null ? [] : [{ extname: 'authorityInfoAccess', array: [{ ocsp: ocspUrl }] }]),
];

function responderFor(name: string, issuer: string, issuerKey: KeyObject): OcspResponder {
  const keys = ecKeys('P-256');
  const cert = certificate(`/C=US/O=Lootbay Test/CN=${name} OCSP Responder`, keys.publicKey, issuer, issuerKey, [
    { extname: 'extKeyUsage', array: [{ name: 'ocspSigning' }] },
    { extname: 'ocspNoCheck' },
  ]);
  return { certificate: cert, key: keys.privateKey };
}

/** A new chain whose OCSP responders are at `ocspBase` + OCSP_PATHS. */
export function createSigningChain(ocspBase: string): SigningChain {
  const rootKeys = ecKeys('P-384');
  const intermediateKeys = ecKeys('P-384');
  const leafKeys = ecKeys('P-256');
  const root = certificate(ROOT_NAME, rootKeys.publicKey, ROOT_NAME, rootKeys.privateKey, caExtensions(null));
  const intermediate = certificate(INTERMEDIATE_NAME, intermediateKeys.publicKey, ROOT_NAME, rootKeys.privateKey, [
    ...caExtensions(`${ocspBase}${OCSP_PATHS.intermediate}`),
    { extname: APPLE_INTERMEDIATE_MARKER, extn: ASN1_NULL },
  ]);
  const leaf = certificate(LEAF_NAME, leafKeys.publicKey, INTERMEDIATE_NAME, intermediateKeys.privateKey, [
    { extname: 'basicConstraints', critical: true, cA: false },
    { extname: 'keyUsage', critical: true, names: ['digitalSignature'] },
    { extname: 'authorityInfoAccess', array: [{ ocsp: `${ocspBase}${OCSP_PATHS.leaf}` }] },
    { extname: APPLE_LEAF_MARKER, extn: ASN1_NULL },
  ]);
  const responders = new Map([
    [OCSP_PATHS.leaf, responderFor('Lootbay Test WWDR G6', INTERMEDIATE_NAME, intermediateKeys.privateKey)],
    [OCSP_PATHS.intermediate, responderFor('Lootbay Test Root CA - G3', ROOT_NAME, rootKeys.privateKey)],
  ]);
  return { root, intermediate, leaf, signingKey: leafKeys.privateKey, responders };
}

/** A certificate as an OCSP request names it (RFC 6960 CertID), as jsrsasign parses it. */
interface CertId {
  readonly alg: string;
  readonly issname: string;
  readonly isskey: string;
  readonly sbjsn: string;
}
/** The parts of jsrsasign's OCSP module used here, which its type declarations leave out. */
interface OcspModule {
  readonly OCSPParser: new () => { getOCSPRequest(hex: string): { array: CertId[] } };
  readonly ResponseData: new (params: object) => { getEncodedHex(): string };
  readonly OCSPResponse: new (params: object) => { getEncodedHex(): string };
}
const ocsp = jsrsasign.KJUR.asn1.ocsp as unknown as OcspModule;

const generalizedTime = (at: number): string => `${new Date(at).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** SHA-1 of the responder's public key bits (RFC 6960 ResponderID byKey); for EC keys, the point 04‖x‖y. */
function responderKeyHash(certificate: X509Certificate): string {
  const jwk = certificate.publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')]);
  return createHash('sha1').update(point).digest('hex');
}

/** The serial numbers an OCSP request asks about, lowercase hex. */
export function ocspRequestSerials(request: Buffer): string[] {
  return new ocsp.OCSPParser().getOCSPRequest(request.toString('hex')).array.map((id) => id.sbjsn.toLowerCase());
}

/** A signed OCSP response (RFC 6960) for every certificate asked about: good, or revoked when its serial is in `revoked`. */
export function ocspResponse(responder: OcspResponder, request: Buffer, revoked: ReadonlySet<string>, now: number): Buffer {
  const asked = new ocsp.OCSPParser().getOCSPRequest(request.toString('hex')).array;
  const tbsresp = new ocsp.ResponseData({
    respid: { key: responderKeyHash(responder.certificate) },
    prodat: generalizedTime(now),
    array: asked.map((id) => ({
      certid: { alg: id.alg, issname: id.issname, isskey: id.isskey, sbjsn: id.sbjsn },
      status: revoked.has(id.sbjsn.toLowerCase()) ? { status: 'revoked', time: generalizedTime(now - 60_000), reason: 1 } : { status: 'good' },
      thisupdate: generalizedTime(now),
      nextupdate: generalizedTime(now + 3_600_000),
    })),
  });
  const sighex = sign('sha256', Buffer.from(tbsresp.getEncodedHex(), 'hex'), responder.key).toString('hex');
  const hex = new ocsp.OCSPResponse({
    resstatus: 'successful',
    restype: 'ocspBasic',
    tbsresp,
    sigalg: 'SHA256withECDSA',
    sighex,
    certs: [responder.certificate.raw.toString('hex')],
  }).getEncodedHex();
  return Buffer.from(hex, 'hex');
}

/** Lowercase hex, as OCSP requests carry serial numbers. */
export const serialOf = (certificate: X509Certificate): string => certificate.serialNumber.toLowerCase();
