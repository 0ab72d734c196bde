/** The three survey questions, one at a time: experience, favourite weapons (from the catalog), play style. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import {
  SURVEY_EXPERIENCE,
  SURVEY_MAX_WEAPONS,
  SURVEY_PLAY_STYLES,
  type SurveyExperience,
  type SurveyPlayStyle,
} from '../../domain/survey';
import { useAnswerSurveyMutation } from '../../api/survey';
import { useSkinName } from '../../lib/use-skin-name';
import styles from './SurveyPage.module.css';

const STEPS = 3;

/** Props of SurveyForm: the catalog's weapon names and what to do with the credited reward. */
export interface SurveyFormProps {
  weapons: readonly string[];
  onDone: (credited: number) => void;
}

/** The question flow; the answer is sent once, at the end. */
export function SurveyForm({ weapons, onDone }: SurveyFormProps) {
  const namer = useSkinName();
  const { t } = useTranslation();
  const [step, setStep] = useState(1);
  const [experience, setExperience] = useState<SurveyExperience | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [playStyle, setPlayStyle] = useState<SurveyPlayStyle | null>(null);
  const [send, { isLoading, isError }] = useAnswerSurveyMutation();

  const canNext = step === 1 ? experience !== null : step === 2 ? picked.length > 0 : playStyle !== null;
  const toggle = (w: string) =>
    setPicked((p) =>
      p.includes(w) ? p.filter((x) => x !== w) : p.length < SURVEY_MAX_WEAPONS ? [...p, w] : p,
    );

  const submit = async () => {
    if (!experience || !playStyle || picked.length === 0) return;
    try {
      const res = await send({ experience, weapons: picked, playStyle }).unwrap();
      onDone(res.credited);
    } catch {
      // isError shows the message; the answers stay for another try.
    }
  };

  return (
    <Panel large testId="survey-form">
      <fieldset className={styles.question} data-step={step}>
        <legend className={styles.legend}>
          <span className="overline">{t('survey.step', { current: step, total: STEPS })}</span>
          {step === 1
            ? t('survey.experience.title')
            : step === 2
              ? t('survey.weapons.title')
              : t('survey.playStyle.title')}
        </legend>
        <div
          className={`progress-track ${styles.bar}`}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={STEPS}
          aria-valuenow={step}
        >
          <span style={{ width: `${(step / STEPS) * 100}%` }} />
        </div>
        {step === 1 && (
          <div className={styles.options}>
            {SURVEY_EXPERIENCE.map((o) => (
              <label key={o} className={styles.option} data-checked={experience === o || undefined}>
                <input
                  type="radio"
                  name="survey-experience"
                  checked={experience === o}
                  onChange={() => setExperience(o)}
                />
                <span>{t(`survey.experience.options.${o}`)}</span>
              </label>
            ))}
          </div>
        )}
        {step === 2 && (
          <>
            <p className={styles.hint}>{t('survey.weapons.hint', { max: SURVEY_MAX_WEAPONS })}</p>
            <div className={`${styles.options} ${styles.weapons}`} data-testid="survey-weapons">
              {weapons.map((w) => {
                const on = picked.includes(w);
                return (
                  <label key={w} className={styles.option} data-checked={on || undefined}>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && picked.length >= SURVEY_MAX_WEAPONS}
                      onChange={() => toggle(w)}
                    />
                    <span>{namer.parts({ weapon: w }).weapon}</span>
                  </label>
                );
              })}
            </div>
          </>
        )}
        {step === 3 && (
          <div className={styles.options}>
            {SURVEY_PLAY_STYLES.map((o) => (
              <label key={o} className={styles.option} data-checked={playStyle === o || undefined}>
                <input
                  type="radio"
                  name="survey-play-style"
                  checked={playStyle === o}
                  onChange={() => setPlayStyle(o)}
                />
                <span>{t(`survey.playStyle.options.${o}`)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {isError && (
        <p className={styles.error} role="alert">
          {t('survey.failed')}
        </p>
      )}
      <div className={styles.nav}>
        {step > 1 && (
          <Button variant="ghost" icon="chevronLeft" onClick={() => setStep(step - 1)}>
            {t('survey.back')}
          </Button>
        )}
        {step < STEPS ? (
          <Button disabled={!canNext} onClick={() => setStep(step + 1)} data-testid="survey-next">
            {t('survey.next')}
          </Button>
        ) : (
          <Button disabled={!canNext || isLoading} onClick={() => void submit()} data-testid="survey-submit">
            {t('survey.submit')}
          </Button>
        )}
      </div>
    </Panel>
  );
}
