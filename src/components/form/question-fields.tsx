import { useI18n } from '../../i18n/index.tsx';
import { ChoiceGroup, optionsOf } from './choice-group.tsx';
import { TextField } from './text-field.tsx';

/** What typed text holds, which sets the control's kind and the browser's autofill. */
export type TextFormat = 'locality' | 'phone' | 'long';

/**
 * A question: one answer among options (`choice`), any number of them (`choices`), or typed text.
 * `optional`: no answer is needed unless a rule says so now (`requiredNow`).
 */
export type Question<N extends string> =
  | { name: N; kind: 'choice'; options: readonly string[]; optional?: boolean }
  | { name: N; kind: 'choices'; options: readonly string[] }
  | { name: N; kind: 'text'; format: TextFormat; optional?: boolean; maxChars?: number };

type OptionCopy = string | { readonly label: string; readonly description?: string };

/** A question's words, already in the page's language. */
export type QuestionCopy = {
  readonly label: string;
  readonly hint?: string;
  readonly options?: Readonly<Record<string, OptionCopy>>;
  /** Said in place of "optional" once a rule makes the answer required. */
  readonly required?: string;
  /** A long text's count of characters: "12 de 2.000 caracteres". */
  readonly counter?: (count: string, max: string) => string;
};

export type QuestionFieldsProps<N extends string> = {
  questions: readonly Question<N>[];
  /** Each question's words, by its name. */
  copy: { readonly [K in N]?: QuestionCopy };
  /** The note of an optional question: "opcional". */
  optional: string;
  /** The answers so far: text or a slug, a list of slugs for `choices`. */
  values: { readonly [K in N]?: string | readonly string[] };
  /** Optional questions a rule makes required now (the phone when a call was asked for). */
  requiredNow?: { readonly [K in N]?: boolean };
  /** The options offered where fewer than the question's (a buyer's goals). */
  offered?: { readonly [K in N]?: readonly string[] };
  /** The translated error of a question, if it has one. */
  errorOf: (name: N) => string | undefined;
  onSet: (name: N, value: string) => void;
  onToggle: (name: N, option: string, checked: boolean) => void;
  /** A text was left (its verdict may show from then on). */
  onLeave?: (name: N) => void;
  disabled: boolean;
};

/** The control each text format asks for, and what the browser may fill it with. */
const TEXT_CONTROLS = {
  locality: { autoComplete: 'address-level2' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  long: { multiline: true },
} as const satisfies Record<TextFormat, object>;

/** An odd number of options leaves a card alone in rows of two; rows of three fit three and five. */
const columnsFor = (count: number) => (count % 2 === 1 ? 3 : 2);

/**
 * Questions given as data, with their words: a field set of cards for a choice, a text field for text.
 * The forms that ask the same questions (the detailed brief and Mi búsqueda) pass the same data.
 */
export function QuestionFields<N extends string>(props: QuestionFieldsProps<N>) {
  const { questions, copy, optional, values, requiredNow, offered, errorOf, onSet, onToggle, onLeave, disabled } = props;
  const { format } = useI18n();
  return questions.map((question) => {
    const { name } = question;
    const words = copy[name] ?? { label: name };
    const required = !!requiredNow?.[name];
    const value = values[name];
    if (question.kind !== 'text') {
      const options = offered?.[name] ?? question.options;
      const note = question.kind === 'choice' && question.optional ? (required ? words.required : optional) : undefined;
      return (
        <ChoiceGroup
          key={name}
          name={name}
          legend={words.label}
          note={note}
          options={optionsOf(options, words.options ?? {})}
          value={question.kind === 'choices' ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : ''}
          onChange={(option, checked) => (question.kind === 'choices' ? onToggle(name, option, checked) : onSet(name, option))}
          error={errorOf(name)}
          disabled={disabled}
          columns={columnsFor(options.length)}
        />
      );
    }
    const text = typeof value === 'string' ? value : '';
    const { maxChars } = question;
    return (
      <TextField
        key={name}
        name={name}
        {...TEXT_CONTROLS[question.format]}
        required={!question.optional || required}
        label={words.label}
        optionalLabel={question.optional ? (required ? words.required : optional) : undefined}
        hint={words.hint}
        value={text}
        error={errorOf(name)}
        onValueChange={(next) => onSet(name, next)}
        onBlur={() => onLeave?.(name)}
        footer={
          maxChars !== undefined && words.counter ? (
            <span className={text.length > maxChars ? 'font-semibold text-danger' : undefined}>
              {words.counter(format.number(text.length), format.number(maxChars))}
            </span>
          ) : undefined
        }
      />
    );
  });
}
