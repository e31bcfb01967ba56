// The parts of a parsed ICU message the catalogue tests look at: its literal text and its values' names.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Literal runs of a message (its text between values; plural and select forms each give theirs). */
export function literalParts(elements: MessageFormatElement[], into: string[] = []): string[] {
  let run = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) run += element.value;
    else {
      into.push(run);
      run = '';
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) literalParts(option.value, into);
    }
  }
  into.push(run);
  return into;
}

/** The names of a message's values, wherever they sit (inside plural and select forms too). */
export function valueNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) valueNames(option.value, into);
  }
  return into;
}
