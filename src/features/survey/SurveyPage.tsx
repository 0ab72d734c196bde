/** The survey screen: a sample question card and what the survey is for. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './SurveyPage.module.css';
import { useFeatureCopy } from '../../lib/page-copy';

// The first sample question; a choice only marks the option.
function Question() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(null);
  const options = t('pages.survey.options', { returnObjects: true });
  return (
    <fieldset className={styles.question}>
      <legend className={styles.legend}>
        <span className="overline">{t('pages.survey.progress')}</span>
        {t('pages.survey.question')}
      </legend>
      <div className={`progress-track ${styles.bar}`}>
        <span style={{ width: '12.5%' }} />
      </div>
      <div className={styles.options}>
        {options.map((o, i) => (
          <label key={o} className={styles.option} data-checked={choice === i || undefined}>
            <input type="radio" name="survey-q1" checked={choice === i} onChange={() => setChoice(i)} />
            <span>{o}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The player survey. */
export function SurveyPage() {
  const copy = useFeatureCopy('survey', 'chart', ['clock', 'lock', 'star']);
  // The survey's question goes without the preview label the other screens show.
  return <FeaturePage {...copy} previewLabel={undefined} preview={<Question />} />;
}
