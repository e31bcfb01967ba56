// The wizard's step indicator in each language (issue 30): its three step names and the 'Current Step'
// line come from the catalogue, and a family reading another language sees no English in it.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatLabel } from '#shared/i18n/format.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { translate } from '#tests/helpers/messages.ts';
import { WithI18n } from '#tests/helpers/with-i18n.tsx';
import { StepIndicator } from './step-indicator.tsx';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#x27;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
};

/** The indicator's text, one line per element, as a reader sees it. */
function textOf(language: Language, current: number): string {
  const html = renderToString(
    <WithI18n language={language}>
      <StepIndicator current={current} />
    </WithI18n>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n+/g, '\n')
    .trim();
}

describe('StepIndicator', () => {
  it.each(LANGUAGES)('in %s: the three steps and the current one, named by the catalogue', (language) => {
    const t = translate(language);
    const steps = [t('wizard.steps.0'), t('wizard.steps.1'), t('wizard.steps.2')];
    const text = textOf(language, 2);
    // Step 1 is done (a tick, no number); step 2 is the current one.
    expect(text.split('\n')).toEqual([
      steps[0],
      '2',
      steps[1],
      '3',
      steps[2],
      `${formatLabel(language, t('wizard.currentStep'))} ${t('wizard.stepOf', { step: 2, total: 3, name: steps[1]! })}`,
    ]);
    if (language !== 'en') expect(englishLeftovers(text, language)).toEqual([]);
  });
});
