/** Verifies one roll (serverSeed, clientSeed, nonce, cursor) with Web Crypto, and the server seed against its hash. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { caseCursor } from '../../domain/case-opening';
import { rollAsync } from '../../domain/fairness';
import { downloadJson } from './verify-battle';
import { subtleSha256Hex, webHmac } from './web-crypto';
import { CheckMark } from '../../components/CheckMark';
import styles from './Verifier.module.css';

interface RollProof {
  serverSeed: string;
  serverSeedHash: string;
  hashOk: boolean | null;
  clientSeed: string;
  nonce: number;
  cursor: string;
  roll: number;
}

/** The single-roll verifier. */
export function RollVerifier() {
  const { t } = useTranslation();
  // A link may prefill the public facts of a roll (e.g. an opening on a profile): ?hash=&clientSeed=&nonce=&cursor=
  const [params] = useSearchParams();
  const [f, setF] = useState(() => ({
    serverSeed: '',
    hash: params.get('hash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '1',
    cursor: params.get('cursor') ?? caseCursor(0),
  }));
  const [proof, setProof] = useState<RollProof | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = (key: keyof typeof f, label: string) => (
    <Field
      label={label}
      className={styles.field}
      inputClassName={styles.input}
      value={f[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
      spellCheck={false}
      data-testid={`roll-${key}`}
    />
  );
  const run = async () => {
    setError(null);
    setProof(null);
    const nonce = Number(f.nonce);
    try {
      const roll = await rollAsync(webHmac(), f.serverSeed, f.clientSeed, nonce, f.cursor);
      const serverSeedHash = await subtleSha256Hex(f.serverSeed);
      const hash = f.hash.trim().toLowerCase();
      setProof({
        serverSeed: f.serverSeed,
        serverSeedHash,
        hashOk: hash ? hash === serverSeedHash : null,
        clientSeed: f.clientSeed,
        nonce,
        cursor: f.cursor,
        roll,
      });
    } catch {
      setError(t('fairness.verifier.badInput'));
    }
  };
  return (
    <div className={styles.panel}>
      <form className={styles.grid} onSubmit={(e) => (e.preventDefault(), void run())}>
        {field('serverSeed', t('fairness.serverSeed'))}
        {field('hash', t('fairness.verifier.hashOptional'))}
        {field('clientSeed', t('fairness.clientSeed'))}
        {field('nonce', t('fairness.nonce'))}
        {field('cursor', t('fairness.cursor'))}
        <Button type="submit" icon="dice" data-testid="verify-roll">
          {t('fairness.verifier.compute')}
        </Button>
      </form>
      {error && <p className={styles.error}>{error}</p>}
      {proof && (
        <div className={styles.result} data-testid="roll-proof">
          <p className={styles.big}>
            {t('fairness.verifier.roll')}: <strong data-testid="roll-value">{proof.roll}</strong>{' '}
            <span className={styles.dim}>/ 100000</span>
          </p>
          <p>
            {t('fairness.serverSeedHash')}: <code data-testid="roll-hash-out">{proof.serverSeedHash}</code>{' '}
            {proof.hashOk !== null && <CheckMark ok={proof.hashOk} />}
          </p>
          <Button
            variant="secondary"
            icon="external"
            onClick={() => downloadJson(`casearena-roll-${proof.nonce}.json`, proof)}
          >
            {t('fairness.verifier.download')}
          </Button>
        </div>
      )}
    </div>
  );
}
